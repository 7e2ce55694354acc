import type { AiEngine, AiProfile } from "../../integrations/ai/engine";
import { composeChatReply } from "./chat-reply";
import { contentIntents, conversationPhrases } from "./corpus";
import { improveContentOffline } from "./improve-content";
import { composeProductCaption } from "./product-caption";
import { composeSalesReply } from "./sales-reply";

const wordsPerPiece = 3;

/** The reply cut into pieces of a few words; joined, the pieces are the reply exactly. */
export function* replyPieces(reply: string): Generator<string> {
  const tokens = reply.match(/\s+|\S+\s*/g) ?? [];
  for (let index = 0; index < tokens.length; index += wordsPerPiece) {
    yield tokens.slice(index, index + wordsPerPiece).join("");
  }
}

// Regular expressions compile on first use (about 1 ms each). Answering the corpus's own example
// requests once, in both languages, moves that cost from the first user's reply to start-up. Once per
// process: the expressions are the modules' own, so a second engine (tests build one per app) finds them made.
let matchersCompiled = false;
function compileMatchers(): void {
  if (matchersCompiled) return;
  matchersCompiled = true;
  const profile: AiProfile = {
    fullName: "",
    industry: null,
    businessType: null,
    goals: "sales",
    interests: ["video"],
    preferredLanguage: "fa",
  };
  const examples = (["fa", "en"] as const).flatMap((locale) =>
    contentIntents.map((intent) => conversationPhrases[locale].capabilities[intent].example),
  );
  for (const example of examples) {
    composeChatReply({ userId: "", profile, messages: [{ role: "user", content: example }], now: new Date(0) });
  }
  for (const question of ["سلام، قیمت و ارسال چطوره؟ هدیه برای مادرم", "hi, price and delivery? a gift for my mom"]) {
    composeSalesReply({
      shopName: "",
      locale: "fa",
      question,
      products: [],
      orders: [],
      supportText: null,
      now: new Date(0),
    });
  }
}

/**
 * The built-in engine used when no model is configured (DESIGN "offline AI engine"): it reads the
 * request, composes a reply from the corpus in src/server/ai/corpus, and streams it without delay.
 */
export function createOfflineEngine(): AiEngine {
  compileMatchers();
  return {
    kind: "offline",
    async *streamChat(request) {
      for (const piece of replyPieces(composeChatReply(request))) {
        if (request.signal?.aborted) return;
        yield piece;
      }
    },
    async improveContent(request) {
      return improveContentOffline(request);
    },
    async answerBuyer(request) {
      return composeSalesReply(request);
    },
    async writeProductCaption(request) {
      return composeProductCaption(request);
    },
  };
}
