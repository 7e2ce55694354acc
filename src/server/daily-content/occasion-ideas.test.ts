import { describe, expect, it } from "vitest";
import { notSubscribed, type SubscriptionState } from "../../shared/subscription-state";
import { contentSeed, pickContentIdeas } from "../ai/offline/content-blocks";
import type { AiProfile } from "../integrations/ai/engine";
import { dailyContentAccess } from "./access";
import { composeDailyContent } from "./compose";

const pro: SubscriptionState = { subscribed: true, subscription_tier: "pro", subscription_end: "2099-01-01T00:00:00Z" };

function profile(preferredLanguage: "fa" | "en"): AiProfile {
  return {
    fullName: "Sara",
    industry: "food",
    businessType: null,
    goals: "sales",
    interests: [],
    preferredLanguage,
  };
}

/** The day's ideas for a user at 12:30 in Tehran on `day`. */
function ideasOn(day: string, options: { locale?: "fa" | "en"; subscription?: SubscriptionState } = {}): string[] {
  const { locale = "fa", subscription = pro } = options;
  return composeDailyContent({
    userId: "user-1",
    profile: profile(locale),
    access: dailyContentAccess(subscription, 0),
    now: new Date(`${day}T09:00:00Z`),
  }).body.content_ideas;
}

describe("daily content proposes the coming days' occasions (issue 18)", () => {
  it("puts a Yalda idea first three days before Yalda, within the plan's number of ideas", () => {
    const ideas = ideasOn("2026-12-18");
    expect(ideas[0]).toMatch(/^شب یلدا ۳ روز دیگر است: ./);
    expect(ideas).toHaveLength(ideasOn("2026-10-10").length);
  });

  it("writes the idea in the content's language", () => {
    expect(ideasOn("2026-12-18", { locale: "en" })[0]).toMatch(/^Yalda night is in 3 days: [a-z]/);
  });

  it("gives a free user's one idea of the day to the occasion", () => {
    const ideas = ideasOn("2026-12-20", { subscription: notSubscribed });
    expect(ideas).toHaveLength(1);
    expect(ideas[0]).toMatch(/^شب یلدا فردا است: /);
  });

  it("proposes a respectful idea before Tasua and Ashura", () => {
    const [idea] = ideasOn("2026-06-22");
    expect(idea).toMatch(/^تاسوعا و عاشورا ۳ روز دیگر است: /);
    for (const word of ["تخفیف", "حراج!", "بامزه", "🎉"]) expect(idea).not.toContain(word);
  });

  it("leaves the ideas as they were when no occasion comes within a week", () => {
    const now = new Date("2026-10-10T09:00:00Z");
    const ideas = ideasOn("2026-10-10");
    const usual = pickContentIdeas({
      profile: profile("fa"),
      seed: contentSeed("user-1", now),
      locale: "fa",
      count: ideas.length,
    });
    expect(ideas).toEqual(usual);
  });
});
