import { digitsArToEn, digitsFaToEn } from "@persian-tools/persian-tools";
import type { Locale } from "../src/shared/locales";

/** What a reviewer reads: the whole answer as the user sees it. */
export interface Answer {
  text: string;
}

/** One thing a reviewer checks; `flaw` says what is wrong (a short excerpt) or null when it holds. */
export interface Check<A extends Answer = Answer> {
  name: string;
  flaw: (answer: A) => string | null;
}

const excerptLength = 70;
export const emoji = /\p{Extended_Pictographic}/gu;
const hashtag = /#[\p{L}\p{N}_\u200C]+/gu;
const persianLetter = /(?=\p{L})\p{Script=Arabic}/gu;
const latinLetter = /\p{Script=Latin}/gu;
const listMarker = /^(?:[-*•>]|\d+[.)]|[۰-۹]+[.)])\s*/u;

/** About 70 characters of `text` around `at`, on one line. */
export function excerpt(text: string, at = 0): string {
  const start = Math.max(0, at - 20);
  const cut = text
    .slice(start, start + excerptLength)
    .replace(/\s+/g, " ")
    .trim();
  return `${start > 0 ? "…" : ""}${cut}${start + excerptLength < text.length ? "…" : ""}`;
}

/** The form phrases are compared in: Persian letters, Latin digits, lower case, no spaces or half-spaces. */
export function folded(text: string): string {
  return digitsArToEn(digitsFaToEn(text))
    .replace(/ي/g, "ی")
    .replace(/ك/g, "ک")
    .replace(/[\u0640\u064B-\u065F]/g, "")
    .replace(/[\s\u200C]+/g, "")
    .toLowerCase();
}

/** Words as a reader compares them: no emoji, markdown, hashtags, punctuation, or digits unless kept. */
function wordsOf(text: string, { keepNumbers = false } = {}): string[] {
  return digitsFaToEn(text)
    .replace(hashtag, " ")
    .replace(emoji, " ")
    .replace(/[\u200C'’]/g, "")
    .replace(keepNumbers ? /[^\p{L}\p{N}\s]/gu : /[^\p{L}\s]/gu, " ")
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word.length > 0);
}

function linesOf(text: string): string[] {
  return text
    .split("\n")
    .map((line) => line.replace(/\*\*/g, "").trim().replace(listMarker, "").replace(listMarker, ""))
    .filter((line) => line.length > 0);
}

export const hashtagsIn = (text: string): string[] => text.match(hashtag) ?? [];
const quoted = (phrase: string) => (phrase.startsWith("«") ? phrase : `«${phrase}»`);

export function mentions(phrase: string): Check {
  return {
    name: `mentions ${quoted(phrase)}`,
    flaw: ({ text }) => {
      const prose = text.replace(hashtag, " ");
      return folded(prose).includes(folded(phrase)) ? null : `missing; answer: ${excerpt(text)}`;
    },
  };
}

/** The occasion asked for is named, by any of its usual names. */
export function namesOccasion(occasion: string, names: string[]): Check {
  return {
    name: `names the occasion ${occasion}`,
    flaw: ({ text }) =>
      names.some((name) => folded(text).includes(folded(name))) ? null : `none of ${names.join(", ")}`,
  };
}

/** Nothing that belongs to another business (coffee in a saffron description, a free trial for earbuds). */
export function notAbout(topic: string, words: string[]): Check {
  return {
    name: `not about ${topic}`,
    flaw: ({ text }) => {
      const found = words.find((word) => folded(text).includes(folded(word)));
      return found === undefined ? null : excerpt(text, text.toLowerCase().indexOf(found.toLowerCase()));
    },
  };
}

/** A phrase a reviewer would strike: the whole request pasted as a name, a wrong word, a festive emoji. */
export function never(phrase: string): Check {
  return {
    name: `never ${quoted(phrase)}`,
    flaw: ({ text }) =>
      folded(text).includes(folded(phrase)) ? excerpt(text, text.toLowerCase().indexOf(phrase.toLowerCase())) : null,
  };
}

/** The request's surrounding words («فروش شال دستباف», «کافه‌ام», "my cafe") are not used as the product's name. */
export function notTakenAsName(phrase: string): Check {
  return { ...never(phrase), name: `not taken for a name ${quoted(phrase)}` };
}

/**
 * Persian answers are in Persian script, English ones in Latin letters (85 % of the letters or more),
 * not counting names the answer may quote as they are (the shop's products).
 */
export function inLanguage(locale: Locale, names: string[] = []): Check {
  return {
    name: `in ${locale === "fa" ? "Persian" : "English"}`,
    flaw: (answer) => {
      const text = names.reduce((rest, name) => rest.replaceAll(name, " "), answer.text);
      const persian = text.match(persianLetter)?.length ?? 0;
      const latin = text.match(latinLetter)?.length ?? 0;
      const share = (locale === "fa" ? persian : latin) / Math.max(1, persian + latin);
      return share >= 0.85 ? null : `${Math.round(share * 100)} % of the letters; ${excerpt(answer.text)}`;
    },
  };
}

/** No sentence of three words or more appears twice in the answer. */
export const noRepeatedSentence: Check = {
  name: "no repeated sentence",
  flaw: ({ text }) => {
    const seen = new Set<string>();
    for (const sentence of text.split(/[\n.!?؟]+/)) {
      const words = wordsOf(sentence);
      if (words.length < 3) continue;
      const key = words.join(" ");
      if (seen.has(key)) return `twice: «${excerpt(sentence.trim())}»`;
      seen.add(key);
    }
    return null;
  },
};

/** No two lines (captions, list items, reply versions) of four words or more open with the same three words. */
export const distinctOpenings: Check = {
  name: "distinct openings",
  flaw: ({ text }) => {
    const seen = new Map<string, string>();
    for (const line of linesOf(text)) {
      const words = wordsOf(line);
      if (words.length < 4) continue;
      const opening = words.slice(0, 3).join(" ");
      const earlier = seen.get(opening);
      if (earlier) return `«${excerpt(earlier)}» and «${excerpt(line)}»`;
      seen.set(opening, line);
    }
    return null;
  },
};

/** No run of three words (two of them not small) comes back within one line («۱. X ۲. باز هم X ۳. تکرار»). */
export const noEchoInLine: Check = {
  name: "no phrase echoed within a line",
  flaw: ({ text }) => {
    for (const line of linesOf(text)) {
      const words = wordsOf(line, { keepNumbers: true });
      const runs = new Set<string>();
      for (let index = 0; index + 3 <= words.length; index++) {
        const runWords = words.slice(index, index + 3);
        if (runWords.filter((word) => word.length >= 3).length < 2) continue;
        const run = runWords.join(" ");
        if (runs.has(run)) return `«${run}» twice in «${excerpt(line)}»`;
        runs.add(run);
      }
    }
    return null;
  },
};

const emptyPromises = [
  /پیام بعدی/,
  /بعد[اًا]? (?:براتون|برایتان) (?:می‌فرستم|ارسال می‌کنم)/,
  /next message/i,
  /(?:will|I'll) send (?:you )?the price/i,
  /get back to you with the price/i,
];

/** No promise the engine cannot keep ("I'll send the price in my next message"). */
export const noEmptyPromise: Check = {
  name: "no empty promise",
  flaw: ({ text }) => {
    const match = emptyPromises.map((pattern) => pattern.exec(text)).find((found) => found !== null);
    return match ? excerpt(text, match.index) : null;
  },
};

/** No template slot left unfilled. */
export const noPlaceholder: Check = {
  name: "no unfilled placeholder",
  flaw: ({ text }) => {
    const match = /\{[^}\n]*\}|\[[^\]\n]{1,40}\](?!\()|XXX|___|undefined|null\b|NaN/.exec(text);
    return match ? excerpt(text, match.index) : null;
  },
};

export function hasHashtags(minimum: number): Check {
  return {
    name: `at least ${minimum} hashtags`,
    flaw: ({ text }) => {
      const count = hashtagsIn(text).length;
      return count >= minimum ? null : `${count} hashtags`;
    },
  };
}

/** Two hashtags or more about the product or business, not just the request glued into one tag. */
export function hashtagsAbout(stems: string[]): Check {
  return {
    name: `2+ hashtags about ${stems.slice(0, 2).join("/")}`,
    flaw: ({ text }) => {
      const tags = hashtagsIn(text);
      const fitting = tags.filter((tag) => stems.some((stem) => folded(tag).includes(folded(stem))));
      return fitting.length >= 2 ? null : `tags: ${tags.slice(0, 8).join(" ") || "none"}`;
    },
  };
}

/** No hashtag from an industry the request has nothing to do with. */
export function hashtagsNotFrom(label: string, tags: string[]): Check {
  const wrong = new Set(tags.map(folded));
  return {
    name: `no ${label} hashtags`,
    flaw: ({ text }) => {
      const found = hashtagsIn(text).filter((tag) => wrong.has(folded(tag)));
      return found.length === 0 ? null : found.join(" ");
    },
  };
}

/** No emoji that belongs to another product (a high heel for a shawl). */
export function noEmoji(wrong: string[]): Check {
  return {
    name: `no ${wrong.join("")}`,
    flaw: ({ text }) => {
      const found = wrong.filter((symbol) => text.includes(symbol));
      return found.length === 0 ? null : found.join("");
    },
  };
}

/** At least `minimum` list items or lines: ten ideas asked for are ten ideas. */
export function listsAtLeast(minimum: number): Check {
  return {
    name: `at least ${minimum} items`,
    flaw: ({ text }) => {
      const items = text.split("\n").filter((line) => listMarker.test(line.trim())).length;
      return items >= minimum ? null : `${items} items`;
    },
  };
}

/** The product's price as the shop set it, in either digits, with any thousands separator. */
export function quotesPrice(price: number): Check {
  return {
    name: `quotes the price ${price}`,
    flaw: ({ text }) => (folded(text).replace(/[,٬.]/g, "").includes(String(price)) ? null : excerpt(text)),
  };
}

/** Any of these words (in stock, delivery days, an order's number) appears. */
export function saysAny(label: string, words: string[]): Check {
  return {
    name: `says ${label}`,
    flaw: ({ text }) => (words.some((word) => folded(text).includes(folded(word))) ? null : excerpt(text)),
  };
}
