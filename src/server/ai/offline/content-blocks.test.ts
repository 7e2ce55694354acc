import { describe, expect, it } from "vitest";
import {
  contentSeed,
  hashtagFromTopic,
  hashtagsFromTopic,
  pickCaptions,
  pickContentIdeas,
  pickHashtagGroups,
  pickHashtags,
  pickPostingTime,
  pickViralMusic,
} from "./content-blocks";
import { industries, trendingHashtags } from "./corpus";
import { callsToAction } from "./profile-context";
import { makeProfile, wednesdayNoon } from "./test/make-chat-request";

const food = makeProfile({ industry: "food" });
const fashion = makeProfile({ industry: "fashion" });
const seed = contentSeed("user-1", wednesdayNoon);

describe("daily content blocks", () => {
  it("a food business gets food hashtags and a fashion business fashion ones", () => {
    const foodTags = pickHashtagGroups({ profile: food, seed, locale: "fa", count: 10 }).niche;
    const fashionTags = pickHashtagGroups({ profile: fashion, seed, locale: "fa", count: 10 }).niche;
    expect(foodTags.every((tag) => industries.food.fa.hashtags.includes(tag.slice(1)))).toBe(true);
    expect(fashionTags.every((tag) => industries.fashion.fa.hashtags.includes(tag.slice(1)))).toBe(true);
    expect(foodTags.filter((tag) => fashionTags.includes(tag))).toEqual([]);
  });

  it("no two captions of a day end with the same call to action, in either language (issue 18)", () => {
    const sales = makeProfile({ industry: "fashion", goals: "فروش بیشتر" });
    for (const locale of ["fa", "en"] as const) {
      for (const day of ["user-1", "user-2", "user-3"]) {
        const captions = pickCaptions({ profile: sales, seed: contentSeed(day, wednesdayNoon), locale, count: 3 });
        const all = [...captions.fun, ...captions.luxury, ...captions.motivational];
        const used = all.flatMap((caption) => callsToAction(sales, locale).filter((cta) => caption.includes(cta)));
        expect(used.length, all.join("\n")).toBeGreaterThan(2);
        expect(new Set(used).size, all.join("\n")).toBe(used.length);
      }
    }
  });

  it("hashtags start with # and mix niche tags with trending ones, without repeats", () => {
    const tags = pickHashtags({ profile: food, seed, locale: "en", count: 10 });
    expect(tags).toHaveLength(10);
    expect(new Set(tags).size).toBe(10);
    expect(tags.every((tag) => /^#[^\s#]+$/.test(tag))).toBe(true);
    expect(tags.some((tag) => trendingHashtags.en.includes(tag.slice(1)))).toBe(true);
  });

  it("the subject of a request becomes the first hashtag", () => {
    expect(pickHashtags({ profile: food, seed, locale: "fa", count: 8, topic: "کافه من" })[0]).toBe("#کافه");
    expect(hashtagFromTopic("my handmade jewelry")).toBe("handmadejewelry");
    // Issue 18: a longer subject also gives each telling word its own tag, never a bare #shop.
    expect(hashtagsFromTopic("handmade ceramics shop")).toEqual(["handmadeceramicsshop", "handmade", "ceramics"]);
    expect(hashtagsFromTopic("شال دستباف")).toEqual(["شال_دستباف", "شال", "دستباف"]);
    expect(hashtagsFromTopic("کافه")).toEqual(["کافه"]);
    expect(hashtagFromTopic("کافه‌ام")).toBe("کافه");
    expect(hashtagFromTopic("من")).toBeNull();
  });

  it("captions come in the three styles, as many as asked, about the subject", () => {
    const captions = pickCaptions({ profile: food, seed, locale: "fa", count: 3, topic: "کیک شکلاتی" });
    for (const style of ["fun", "luxury", "motivational"] as const) {
      expect(captions[style]).toHaveLength(3);
      for (const caption of captions[style]) expect(caption).toContain("کیک شکلاتی");
    }
  });

  it("captions of one style leave the other styles empty", () => {
    const captions = pickCaptions({ profile: food, seed, locale: "en", count: 2, styles: ["luxury"] });
    expect(captions.luxury).toHaveLength(2);
    expect(captions.fun).toEqual([]);
    expect(captions.motivational).toEqual([]);
  });

  it("content ideas fit the industry and include the subject when there is one", () => {
    const ideas = pickContentIdeas({ profile: fashion, seed, locale: "fa", count: 5 });
    expect(ideas).toHaveLength(5);
    expect(ideas.every((idea) => industries.fashion.fa.ideas.includes(idea))).toBe(true);
    const aboutTopic = pickContentIdeas({ profile: fashion, seed, locale: "fa", count: 5, topic: "مانتو تابستانی" });
    expect(aboutTopic.filter((idea) => idea.includes("مانتو تابستانی"))).toHaveLength(2);
  });

  it("ten ideas are ten different ideas", () => {
    const ideas = pickContentIdeas({ profile: food, seed, locale: "en", count: 10 });
    expect(new Set(ideas).size).toBe(10);
  });

  it("viral music lists a name and an artist, Persian and international songs together in Persian", () => {
    const songs = pickViralMusic({ profile: food, seed, locale: "fa", count: 4 });
    expect(songs).toHaveLength(4);
    for (const song of songs) {
      expect(song.name.length).toBeGreaterThan(0);
      expect(song.artist.length).toBeGreaterThan(0);
    }
    expect(songs.some((song) => /\p{Script=Arabic}/u.test(song.name))).toBe(true);
    expect(songs.some((song) => /^[\x20-\x7E]+$/.test(song.name))).toBe(true);
  });

  it("the posting time names today, in Tehran time, with Persian digits in Persian", () => {
    const persian = pickPostingTime({ profile: food, seed, locale: "fa", now: wednesdayNoon });
    expect(persian).toContain("چهارشنبه");
    expect(persian).toMatch(/[۰-۹]{2}:[۰-۹]{2}/);
    expect(persian).not.toMatch(/[0-9]/);
    const english = pickPostingTime({ profile: food, seed, locale: "en", now: wednesdayNoon });
    expect(english).toMatch(/^Wednesday, \d{2}:\d{2}–\d{2}:\d{2} Tehran time/);
  });

  it("on a Friday the posting time is a Friday window", () => {
    const friday = new Date("2026-03-06T08:00:00Z");
    const time = pickPostingTime({ profile: food, seed, locale: "en", now: friday });
    const fridaySlot = industries.food.postingSlots.find((slot) => slot.day === "friday");
    expect(time).toContain(`${fridaySlot?.from}–${fridaySlot?.to}`);
  });

  it("different industries post at different times", () => {
    const sports = makeProfile({ industry: "sports" });
    const forFood = pickPostingTime({ profile: food, seed, locale: "en", now: wednesdayNoon });
    const forSports = pickPostingTime({ profile: sports, seed, locale: "en", now: wednesdayNoon });
    expect(forFood).not.toBe(forSports);
  });
});

describe("the seed of a user's day", () => {
  it("is the same all through a Tehran day and changes at Tehran midnight", () => {
    const beforeMidnight = new Date("2026-03-04T20:29:00Z");
    const afterMidnight = new Date("2026-03-04T20:31:00Z");
    expect(contentSeed("user-1", new Date("2026-03-04T05:00:00Z"))).toBe(contentSeed("user-1", beforeMidnight));
    expect(contentSeed("user-1", beforeMidnight)).not.toBe(contentSeed("user-1", afterMidnight));
  });

  it("gives the same blocks for the same seed and other blocks for another user", () => {
    const options = { profile: food, locale: "fa" as const, count: 5 };
    expect(pickContentIdeas({ ...options, seed })).toEqual(pickContentIdeas({ ...options, seed }));
    const otherUsers = ["user-2", "user-3", "user-4"].map((userId) =>
      pickContentIdeas({ ...options, seed: contentSeed(userId, wednesdayNoon) }).join("|"),
    );
    expect(otherUsers.some((ideas) => ideas !== pickContentIdeas({ ...options, seed }).join("|"))).toBe(true);
  });
});
