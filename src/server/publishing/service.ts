// Channel publishing (001 §7): which post brought a buyer, for the bot that opened it and the order it led to.
export { creditedPost, recordPostOpen } from "./post-opens";
