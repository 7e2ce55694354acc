import type { DailyContentDay } from "@shared/daily-content";
import { emptyCaptions } from "@shared/daily-content";
import { describe, expect, it } from "vitest";
import { checkedPostInput, dailySuggestion, newDraft, openStyles } from "./composer-draft";

const day: DailyContentDay = {
  date: "2026-11-28",
  content: {
    id: "day-1",
    content_date: "2026-11-28",
    created_at: "2026-11-28T04:00:00Z",
    updated_at: "2026-11-28T04:00:00Z",
    content_ideas: ["Behind the counter at dawn", "Our new saffron cake"],
    captions: { ...emptyCaptions(), fun: ["Fun one", "Fun two"], luxury: ["Gold one"] },
    trending_hashtags: ["#cafe", "bakery", "not a tag"],
    viral_music: [],
    optimal_timing: "Saturday 19:00-21:00",
  },
  access: {
    plan: "eco",
    ideas: { limit: 3, period: "day", used: 0 },
    caption_styles: ["fun", "luxury", "motivational"],
    custom_style: false,
    hashtags: "trending",
    viral_music: true,
    optimal_timing: true,
    regenerations: { limit: 3, used: 0 },
  },
};

const words = { channelId: "channel-1", contentId: "day-1", style: "fun" as const, caption: "Hello", hashtags: [] };

describe("the composer's draft", () => {
  it("an idea in a style is prefilled with that style's caption in the idea's place, and the day's postable hashtags", () => {
    expect(dailySuggestion(day, 1, "fun")).toEqual({ caption: "Fun two", hashtagsText: "#cafe #bakery" });
    // A style with fewer captions than ideas starts over.
    expect(dailySuggestion(day, 1, "luxury").caption).toBe("Gold one");
    expect(dailySuggestion(undefined, 0, "fun")).toEqual({ caption: "", hashtagsText: "" });
  });

  it("offers only the styles the plan opens", () => {
    expect(openStyles(day)).toEqual(["fun", "luxury", "motivational"]);
    expect(openStyles(undefined)).toEqual(["fun"]);
  });

  it("a post from today's content names the day; published now it has no time", () => {
    const { input, errors } = checkedPostInput(newDraft("daily", null), words, null);
    expect(errors).toEqual({});
    expect(input).toMatchObject({ source: "daily_content", daily_content_id: "day-1", scheduled_at: null });
    expect(input.product_id).toBeUndefined();
  });

  it("a product post without its product, or a schedule in the past, is refused before it is sent", () => {
    const now = new Date("2026-11-28T10:00:00Z");
    const { errors } = checkedPostInput(newDraft("product", null), words, "2026-11-28T09:59:00.000Z", now);
    expect(errors).toEqual({ product_id: "productRequired", scheduled_at: "pastTime" });
    const ahead = checkedPostInput(newDraft("product", "product-1"), words, "2026-11-28T10:30:00.000Z", now);
    expect(ahead.errors).toEqual({});
    expect(ahead.input).toMatchObject({ source: "product", product_id: "product-1" });
  });
});
