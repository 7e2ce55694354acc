// 001 §9: support hours (Saturday to Thursday; Friday closed) and how soon an e-mail is answered.
export const supportHours = { from: "9:00", to: "18:00" };
export const emailAnswerHours = 24;
