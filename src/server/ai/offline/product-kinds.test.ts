import { describe, expect, it } from "vitest";
import type { AiProfile } from "../../integrations/ai/engine";
import { industryIds } from "./corpus";
import { productKindOf, productKinds } from "./product-kinds";
import { profileForTopic, topicVocabulary } from "./profile-context";

const kindOf = (phrase: string) => {
  const kind = productKindOf(phrase);
  return Object.entries(productKinds).find(([, each]) => each === kind)?.[0] ?? null;
};

const profile: AiProfile = {
  fullName: "سارا احمدی",
  industry: "fashion",
  businessType: null,
  goals: null,
  interests: [],
  preferredLanguage: "fa",
};

describe("the kind of product a subject names (issue 18)", () => {
  it.each([
    ["شال دستباف", "shawl"],
    ["شال و روسری دستباف", "shawl"],
    ["عسل طبیعی کوهستان", "honey"],
    ["ادکلن مردانه", "perfume"],
    ["هدفون بی‌سیم", "audio"],
    ["handmade leather wallets", "leather"],
    ["hand-painted ceramic mug", "ceramics"],
    ["hand-knitted wool scarves", "shawl"],
    ["freelance web designer", "programming"],
    ["آموزشگاه موسیقی", "musicSchool"],
  ])("reads «%s» as %s, by its head word", (phrase, kind) => {
    expect(kindOf(phrase)).toBe(kind);
  });

  it("finds no kind in a subject the corpus does not know", () => {
    expect(productKindOf("مشاوره‌ی مهاجرت")).toBeNull();
    expect(productKindOf(null)).toBeNull();
  });

  it("gives a shawl its own emoji and hashtags, not a high heel or men's clothing", () => {
    const words = topicVocabulary(profileForTopic(profile, "شال دستباف"), "fa", "شال دستباف");
    expect(words.emojis).not.toContain("👠");
    expect(words.hashtags).toContain("شال");
    expect(words.hashtags).not.toContain("لباس_مردانه");
    expect(words.bioLines.join(" ")).not.toMatch(/[👠💍]/u);
  });

  it("takes a cologne's wording from perfume, not from a beauty salon", () => {
    const words = topicVocabulary(profileForTopic(profile, "ادکلن مردانه"), "fa", "ادکلن مردانه");
    expect(words.productPoints.join(" ")).not.toContain("سالن");
    expect(words.benefits.join(" ")).not.toContain("بهداشتی");
  });

  it("speaks to the audience the subject names, with its hashtags: a men's cologne is for men", () => {
    const words = topicVocabulary(profileForTopic(profile, "ادکلن مردانه"), "fa", "ادکلن مردانه");
    expect(words.audience.join(" ")).toContain("آقایان");
    expect(words.hashtags).toContain("آقایان");
    const english = topicVocabulary(profileForTopic(profile, "cake"), "en", "cake", "kids");
    expect(english.audience).toContain("little ones and their families");
  });

  it("tells a leather bag from leather goods and a dress from fashion at large", () => {
    expect(kindOf("کیف چرم")).toBe("bags");
    expect(kindOf("linen dress")).toBe("clothing");
  });

  it("has every kind complete in both languages, with an industry the profile knows", () => {
    for (const kind of Object.values(productKinds)) {
      expect(kind.industry === null || (industryIds as readonly string[]).includes(kind.industry)).toBe(true);
      expect(kind.emojis.length).toBeGreaterThanOrEqual(3);
      for (const locale of ["fa", "en"] as const) {
        expect(kind.keywords[locale].length).toBeGreaterThan(0);
        expect(kind.hashtags[locale].length).toBeGreaterThanOrEqual(6);
        for (const list of [kind.benefits, kind.points, kind.audience]) {
          if (list) expect(list[locale].length).toBeGreaterThanOrEqual(3);
        }
      }
    }
  });
});
