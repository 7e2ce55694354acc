import { describe, expect, it } from "vitest";
import type { CustomCaptionStyle } from "../../shared/custom-caption-style";
import { captionStyles, dailyContentSizes } from "../../shared/daily-content";
import { allowanceFeatures, type PlanFeatureLine } from "../../shared/plan-features";
import { type ComparisonValue, comparisonTable, freeAllowances, type PaidTier, paidPlans } from "../../shared/plans";
import { notSubscribed, type SubscriptionState } from "../../shared/subscription-state";
import { makeProfile, wednesdayNoon } from "../ai/offline/test/make-chat-request";
import { dailyContentAccess } from "./access";
import { composeDailyContent } from "./compose";

// Issue 18, "plans deliver what they sell": every line a plan's card, /checkout and the comparison table
// say about daily content is held against what the server gives that plan.

const subscribed = (tier: PaidTier): SubscriptionState => ({
  ...notSubscribed,
  subscribed: true,
  subscription_tier: tier,
  subscription_end: new Date(wednesdayNoon.getTime() + 86_400_000).toISOString(),
});
const plans = [
  { id: "free", subscription: notSubscribed, allowances: freeAllowances },
  ...paidPlans.map((plan) => ({ id: plan.id, subscription: subscribed(plan.tier), allowances: plan.allowances })),
];

/** A user's own caption style (decision 022), saved by every user here: only a plan that opens it may use it. */
const cafeVoice: CustomCaptionStyle = {
  name: "Our café voice",
  base_style: "storytelling",
  length: "short",
  emoji: "few",
  opening: "",
  signature: "— Narenj Café, open till midnight",
};

/** What the server gives a plan on a fresh day: its access, and the content the engine composes for it. */
function granted(subscription: SubscriptionState) {
  const access = dailyContentAccess(subscription, 0);
  const { body } = composeDailyContent({
    userId: "user-promises",
    profile: makeProfile({ industry: "food" }),
    access,
    now: wednesdayNoon,
    locale: "en",
    customStyle: cafeVoice,
  });
  const filledStyles = captionStyles.filter((style) => body.captions[style].length > 0);
  return { access, body, filledStyles };
}

/** The allowance lines about daily content, checked line by line; the others belong to chat and connections. */
function checkLine(line: PlanFeatureLine, server: ReturnType<typeof granted>) {
  const { access, body, filledStyles } = server;
  switch (line.key) {
    case "ideasPerDay":
      expect(access.ideas).toMatchObject({ limit: line.kind === "counted" && line.count, period: "day" });
      expect(body.content_ideas).toHaveLength(line.kind === "counted" ? line.count : -1);
      return true;
    case "ideasPerWeek":
      expect(access.ideas).toMatchObject({ limit: line.kind === "counted" && line.count, period: "week" });
      expect(body.content_ideas).toHaveLength(dailyContentSizes.freeIdeasPerDay);
      return true;
    case "unlimitedIdeas":
      expect(access.ideas.limit).toBeNull();
      expect(access.regenerations.limit).toBeNull();
      expect(body.content_ideas).toHaveLength(dailyContentSizes.unlimitedIdeas);
      return true;
    case "captionStyles":
      expect(access.caption_styles).toHaveLength(line.kind === "counted" ? line.count : -1);
      expect(filledStyles).toEqual(access.caption_styles);
      return true;
    case "allCaptionStyles":
      expect(access.caption_styles).toEqual([...captionStyles]);
      expect(filledStyles).toEqual([...captionStyles]);
      return true;
    case "basicHashtags":
      expect(access.hashtags).toBe("basic");
      expect(body.trending_hashtags).toHaveLength(dailyContentSizes.hashtags.basic);
      return true;
    case "trendingHashtags":
      expect(access.hashtags).toBe("trending");
      expect(body.trending_hashtags).toHaveLength(dailyContentSizes.hashtags.trending);
      return true;
    case "viralMusic":
      expect(access.viral_music).toBe(true);
      expect(body.viral_music).toHaveLength(dailyContentSizes.viralMusic);
      return true;
    case "smartScheduling":
      expect(access.optimal_timing).toBe(true);
      expect(body.optimal_timing).not.toBe("");
      return true;
    default:
      return false;
  }
}

describe("every daily-content line of every plan is what the server grants", () => {
  it.each(plans)(
    "PLAN-02 PLAN-04 the $id plan's feature list (cards, /checkout) matches its access and content",
    ({ subscription, allowances }) => {
      const server = granted(subscription);
      const checked = allowanceFeatures(allowances).filter((line) => checkLine(line, server));
      // Ideas, caption styles and hashtags always, music and the posting time when the plan has them.
      expect(checked).toHaveLength(3 + Number(allowances.viralMusic) + Number(allowances.smartScheduling));
      // A plan whose list leaves out music or the posting time gives neither.
      const keys = new Set(checked.map((line) => line.key));
      if (!keys.has("viralMusic")) expect(server.body.viral_music).toEqual([]);
      if (!keys.has("smartScheduling")) expect(server.body.optimal_timing).toBe("");
    },
  );

  const contentRows = comparisonTable.find((category) => category.category === "content")?.rows ?? [];
  const tableValue = (feature: string, column: number): ComparisonValue => {
    const value = contentRows.find((row) => row.feature === feature)?.values[column];
    if (!value) throw new Error(`no ${feature} value in column ${column}`);
    return value;
  };
  /** "n" is exactly n; "n+" is at least n; a key is checked by the caller. */
  const holds = (value: ComparisonValue, given: number) =>
    value.kind === "count" ? (value.plus ? given >= value.value : given === value.value) : null;

  it.each(paidPlans.map((plan, column) => ({ id: plan.id, tier: plan.tier, column })))(
    "PLAN-22 the comparison table's content rows hold for $id",
    ({ tier, column }) => {
      const { access, body, filledStyles } = granted(subscribed(tier));
      expect(contentRows.map((row) => row.feature)).toEqual(["dailyIdea", "styles", "viralMusic", "smartScheduling"]);

      const ideas = tableValue("dailyIdea", column);
      if (ideas.kind === "key") {
        // "unlimited plus consulting": no daily limit, and regenerating gives new ideas without end.
        expect(ideas.key).toBe("unlimitedPlusConsulting");
        expect(access.ideas.limit).toBeNull();
        expect(access.regenerations.limit).toBeNull();
      } else if (ideas.plus) {
        // "10+": ten a day, and more through the day's regenerations.
        expect(body.content_ideas).toHaveLength(ideas.value);
        expect(access.regenerations.limit).toBeGreaterThan(0);
      } else {
        expect(holds(ideas, body.content_ideas.length)).toBe(true);
      }

      const styles = tableValue("styles", column);
      if (styles.kind === "key") {
        // "unlimited plus custom": every style, and captions in the user's own style, signed as they asked.
        expect(styles.key).toBe("unlimitedPlusCustom");
        expect(filledStyles).toEqual([...captionStyles]);
        expect(access.custom_style).toBe(true);
        expect(body.captions.custom).toHaveLength(dailyContentSizes.captionsPerStyle);
        for (const caption of body.captions.custom) expect(caption.endsWith(`\n${cafeVoice.signature}`)).toBe(true);
      } else {
        expect(holds(styles, filledStyles.length)).toBe(true);
        // A plan whose table says no "custom" gives none, even to a user who saved a style.
        expect(access.custom_style).toBe(false);
        expect(body.captions.custom).toEqual([]);
      }
      expect(filledStyles).toEqual(access.caption_styles);

      const yesNo = (feature: string) => {
        const value = tableValue(feature, column);
        return value.kind === "key" ? value.key : "";
      };
      expect(yesNo("viralMusic")).toBe(body.viral_music.length > 0 ? "yes" : "no");
      expect(yesNo("smartScheduling")).toBe(body.optimal_timing !== "" ? "yes" : "no");
    },
  );

  it("PLAN-22 the hashtags a plan's lines name are the ones its content holds", () => {
    for (const { subscription, allowances } of plans) {
      const { body } = granted(subscription);
      const expected =
        allowances.hashtags === "trending" ? dailyContentSizes.hashtags.trending : dailyContentSizes.hashtags.basic;
      expect(body.trending_hashtags).toHaveLength(expected);
    }
  });
});
