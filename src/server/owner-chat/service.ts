// The shop's owner chat (issue 37, DESIGN 34): one-time links, the alerts of order events, and their buttons;
// the owner's steps (`/ship N`'s carrier and code, a rejected receipt's typed reason).

export { type AlertPress, answerRejectReason, pressAlertButton } from "./alert-actions";
export { type AlertVerb, parseAlertButton } from "./alert-message";
export {
  type AlertQueue,
  alertQueueOn,
  type DeferredAlertQueue,
  deferredAlertQueue,
  ownerAlertQueue,
  ownerAlertsSweepJob,
  queueSellersAlerts,
} from "./alert-queue";
export { ownerDailyReportJob, todaySoFar } from "./daily-report";
export { ownerEmailAlertsJob } from "./email-alerts";
export { type ChatAccount, createOwnerLink, type LinkOutcome, linkOwnerChat } from "./links";
export { listedOrderMessage, listedOrderSent, openOrders } from "./open-orders";
export {
  chatRole,
  listOwnerChats,
  markOwnerChatReachable,
  type OwnerChatRow,
  ownerChatOf,
  ownerChatsOfBot,
  unlinkOwnerChat,
} from "./owner-chats";
export { getOwnerSettings, saveOwnerSettings } from "./owner-settings";
export { clearOwnerStep, isOwnerState, type OwnerChatKey, readOwnerStep } from "./owner-steps";
export { ownerTexts } from "./owner-texts";
export { sellerLocale } from "./send-alerts";
export { chooseCarrier, giveTrackingCode, type OwnerAnswer, parseShipButton, startShipping } from "./ship-order";
