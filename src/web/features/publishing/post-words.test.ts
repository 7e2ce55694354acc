import { createPostSchema } from "@shared/publishing";
import { describe, expect, it } from "vitest";
import { fieldErrors, firstWords, hashtagsFromText, postableHashtags, postLength, textLimitOf } from "./post-words";

describe("a post's words", () => {
  it("a word typed without # in the hashtags field becomes a hashtag", () => {
    expect(hashtagsFromText("  فروش_ویژه #handmade  ")).toEqual(["#فروش_ویژه", "#handmade"]);
  });

  it("the day's hashtags that a channel post cannot carry are left out", () => {
    expect(postableHashtags(["#کافه", "bakery", "#bad-tag", "#"])).toEqual(["#کافه", "#bakery"]);
    expect(postableHashtags(Array.from({ length: 40 }, (_, index) => `#tag${index}`))).toHaveLength(30);
  });

  it("the count is of the text the channel shows, against 1,024 under a photo and 4,096 without", () => {
    expect(postLength("Hello", ["#a1", "#b2"])).toBe("Hello\n\n#a1 #b2".length);
    expect(textLimitOf(true)).toBe(1024);
    expect(textLimitOf(false)).toBe(4096);
  });

  it("a calendar cell shows the caption's first words", () => {
    expect(firstWords("one two three four five six seven")).toBe("one two three four five…");
    expect(firstWords("کوتاه")).toBe("کوتاه");
  });

  it("the shared schema's refusal names each field's message key", () => {
    const result = createPostSchema.safeParse({
      channel_id: "",
      source: "product",
      caption: " ",
      hashtags: ["#ok", "no space"],
    });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(fieldErrors(result.error)).toEqual({
      channel_id: "channelRequired",
      caption: "captionRequired",
      hashtags: "hashtagFormat",
    });
  });
});
