// The shop's conversations with buyers (issue 37): one inbox for its bots and WhatsApp numbers, a person's replies,
// and a person taking a buyer over from the sales assistant. The selling bot notes each buyer here; WhatsApp's
// auto-reply asks here whether a person holds a customer, and its takeover keeps that here.

export { askForPerson, buyerMessageLogged, noteBuyer } from "./buyers";
export { listInbox } from "./inbox";
export { release, replyToBuyer, takeOver } from "./takeover";
export { markRead, markWhatsappRead, readConversation, readThread } from "./thread";
export {
  askForPersonOnWhatsapp,
  claimWhatsappNotice,
  giveBackWhatsappNotice,
  holdWhatsapp,
  releaseWhatsapp,
  type WhatsappConversationKey,
  whatsappReplied,
  whatsappTakenOver,
  whatsappTakeoverOf,
} from "./whatsapp-holds";
