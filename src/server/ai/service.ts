// The AI's face: the engine other features ask, the offline engine's pieces they compose with, and each user's allowance.

export type {
  AiEngine,
  AiEngineKind,
  AiProfile,
  ChatRequest,
  SalesChannel,
  SalesOrder,
  SalesProduct,
} from "../integrations/ai/engine";
export { AiUnavailableError } from "../integrations/ai/engine";
export { aiRateLimited } from "./ai-rate-limited";
export { composeChatReply } from "./offline/chat-reply";
export {
  contentSeed,
  pickCaptions,
  pickContentIdeas,
  pickHashtagGroups,
  pickHashtags,
  pickPostingTime,
  pickViralMusic,
} from "./offline/content-blocks";
export { composeCustomCaptions } from "./offline/custom-captions";
export { withOccasionIdea } from "./offline/occasion-ideas";
export { productsNamedIn } from "./offline/product-match";
export { asksAboutDiscount, asksOnlyWhatACardShows } from "./offline/sales-intents";
export { questionLocale } from "./offline/sales-language";
export { mostRelevant } from "./offline/sales-needs";
export { composeSalesReply, salesReplyOf } from "./offline/sales-reply";
export {
  aiAllowance,
  recordAiTokens,
  refundAiMessage,
  reserveAiMessage,
  spendAiMessage,
} from "./quota-service";
