import { dailyContentLimits } from "@shared/daily-content";
import { describe, expect, it } from "vitest";
import { draftErrorsOf } from "./draft-errors";

describe("a refused save shows the message under its part of the form", () => {
  it("too many ideas are reported under the ideas with the limit", () => {
    expect(draftErrorsOf([{ path: "content_ideas", message: "tooMany" }])).toEqual({
      ideas: { key: "tooMany", max: dailyContentLimits.ideas },
    });
  });

  it("a too long caption is reported under its own style", () => {
    expect(draftErrorsOf([{ path: "captions.luxury.2", message: "tooLong" }])).toEqual({
      "captions.luxury": { key: "tooLong", max: dailyContentLimits.captionLength },
    });
  });

  it("a hashtag with a space and a too long song name land under hashtags and music", () => {
    const errors = draftErrorsOf([
      { path: "trending_hashtags.3", message: "hashtagSpaces" },
      { path: "viral_music.0.name", message: "tooLong" },
      { path: "optimal_timing", message: "tooLong" },
    ]);
    expect(errors.hashtags?.key).toBe("hashtagSpaces");
    expect(errors.music).toEqual({ key: "tooLong", max: dailyContentLimits.musicFieldLength });
    expect(errors.timing).toEqual({ key: "tooLong", max: dailyContentLimits.timingLength });
  });

  it("a control character pasted into a caption is reported under its style", () => {
    expect(draftErrorsOf([{ path: "captions.fun.0", message: "invalidCharacters" }])).toEqual({
      "captions.fun": { key: "invalidCharacters", max: dailyContentLimits.captionLength },
    });
  });

  it("the first problem of a part wins and unknown problems are left out", () => {
    const errors = draftErrorsOf([
      { path: "content_ideas.1", message: "tooLong" },
      { path: "content_ideas", message: "tooMany" },
      { path: "somewhere", message: "tooLong" },
      { path: "content_ideas.0", message: "Invalid input" },
    ]);
    expect(errors).toEqual({ ideas: { key: "tooLong", max: dailyContentLimits.ideaLength } });
  });
});
