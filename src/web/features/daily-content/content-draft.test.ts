import { type DailyContent, type DailyContentAccess, emptyCaptions } from "@shared/daily-content";
import { describe, expect, it } from "vitest";
import { bodyFromDraft, draftFromContent, draftLine, draftSong, openCaptionStyles } from "./content-draft";

const content: DailyContent = {
  id: "c1",
  content_date: "2026-11-20",
  created_at: "2026-11-20T04:00:00.000Z",
  updated_at: "2026-11-20T04:00:00.000Z",
  content_ideas: ["Behind the scenes of the shop", "A customer story"],
  captions: {
    ...emptyCaptions(),
    fun: ["Coffee first ☕"],
    luxury: ["Crafted for the few"],
    motivational: ["Start today"],
  },
  trending_hashtags: ["#coffee", "#tehran"],
  viral_music: [{ name: "Song", artist: "Singer" }],
  optimal_timing: "19:00 to 21:00",
};

const proAccess: DailyContentAccess = {
  plan: "pro",
  ideas: { limit: 10, period: "day", used: 2 },
  caption_styles: ["fun", "luxury", "motivational"],
  custom_style: false,
  hashtags: "trending",
  viral_music: true,
  optimal_timing: true,
  regenerations: { limit: 10, used: 0 },
};

const freeAccess: DailyContentAccess = {
  plan: "free",
  ideas: { limit: 3, period: "week", used: 1 },
  caption_styles: ["fun"],
  custom_style: false,
  hashtags: "basic",
  viral_music: false,
  optimal_timing: false,
  regenerations: { limit: 1, used: 0 },
};

describe("the edit draft of a day's content", () => {
  it("DAILY-15: edit mode starts from a copy of the content, hashtags in one field", () => {
    const draft = draftFromContent(content);
    expect(draft.ideas.map((line) => line.text)).toEqual(content.content_ideas);
    expect(draft.captions.luxury.map((line) => line.text)).toEqual(["Crafted for the few"]);
    expect(draft.hashtags).toBe("#coffee #tehran");
    expect(draft.music.map(({ name, artist }) => ({ name, artist }))).toEqual(content.viral_music);
    expect(draft.timing).toBe("19:00 to 21:00");
  });

  it("saving an unchanged draft writes back the same content", () => {
    const { id: _id, content_date: _date, created_at: _created, updated_at: _updated, ...body } = content;
    expect(bodyFromDraft(draftFromContent(content), proAccess)).toEqual(body);
  });

  it("DAILY-19: edited hashtags are split on spaces and empty entries are dropped", () => {
    const draft = { ...draftFromContent(content), hashtags: "  #a   #b \n #c " };
    expect(bodyFromDraft(draft, proAccess).trending_hashtags).toEqual(["#a", "#b", "#c"]);
  });

  it("an idea, caption or song left blank is not saved", () => {
    const draft = draftFromContent(content);
    draft.ideas.push(draftLine("   "));
    draft.captions.fun.push(draftLine(""));
    draft.music.push(draftSong(" ", ""));
    const body = bodyFromDraft(draft, proAccess);
    expect(body.content_ideas).toHaveLength(2);
    expect(body.captions.fun).toEqual(["Coffee first ☕"]);
    expect(body.viral_music).toHaveLength(1);
  });

  it("a song with only a name is kept", () => {
    const draft = { ...draftFromContent(content), music: [draftSong("Only a name", "")] };
    expect(bodyFromDraft(draft, proAccess).viral_music).toEqual([{ name: "Only a name", artist: "" }]);
  });

  it("a free user's save sends the sections their plan does not include empty", () => {
    const body = bodyFromDraft(draftFromContent(content), freeAccess);
    expect(body.captions).toEqual({ ...emptyCaptions(), fun: ["Coffee first ☕"] });
    expect(body.viral_music).toEqual([]);
    expect(body.optimal_timing).toBe("");
    expect(body.content_ideas).toEqual(content.content_ideas);
  });

  it("only the caption styles of the plan are editable, in tab order", () => {
    expect(openCaptionStyles(freeAccess)).toEqual(["fun"]);
    expect(openCaptionStyles({ ...proAccess, caption_styles: ["motivational", "fun"] })).toEqual([
      "fun",
      "motivational",
    ]);
  });
});
