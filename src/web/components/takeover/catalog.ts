import { registerPageCatalog } from "@/i18n/page-catalog";

// Who answers a buyer now (issue 37): the bar a bot's conversation and a WhatsApp conversation share.
const fa = {
  takeover: {
    assistantAnswers: "دستیار فروش به این خریدار پاسخ می‌دهد.",
    takenOverBy: "{{name}} این گفتگو را در دست دارد؛ دستیار فروش تا {{time}} پاسخ نمی‌دهد، مگر زودتر رها شود.",
    someone: "یک نفر",
    wantsPerson: "این خریدار خواسته با یک نفر گفتگو کند.",
    takeOver: "در دست گرفتن گفتگو",
    release: "رها کردن گفتگو",
    tookOver: "گفتگو در دست شماست؛ دستیار فروش پاسخ نمی‌دهد",
    released: "دستیار فروش دوباره به این خریدار پاسخ می‌دهد",
    takeOverFailed: "گفتگو در دست گرفته نشد",
    releaseFailed: "گفتگو رها نشد",
  },
};

const en: typeof fa = {
  takeover: {
    assistantAnswers: "The sales assistant answers this buyer.",
    takenOverBy:
      "{{name}} holds this conversation: the sales assistant stays quiet until {{time}}, unless released sooner.",
    someone: "Someone",
    wantsPerson: "This buyer asked to talk to a person.",
    takeOver: "Take over",
    release: "Release",
    tookOver: "The conversation is yours: the sales assistant stays quiet",
    released: "The sales assistant answers this buyer again",
    takeOverFailed: "The conversation was not taken over",
    releaseFailed: "The conversation was not released",
  },
};

export const takeoverCatalog = { fa, en };
registerPageCatalog(takeoverCatalog);
