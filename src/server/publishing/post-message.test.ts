import { describe, expect, it } from "vitest";
import { fitsUnder, postHtml, postLanguage } from "./post-message";

describe("a post as the channel shows it (issue 19)", () => {
  it("the button speaks the caption's language; a caption without letters takes the seller's", () => {
    expect(postLanguage("شال پشمی دست‌باف", "en")).toBe("fa");
    expect(postLanguage("Hand-woven wool shawl", "fa")).toBe("en");
    expect(postLanguage("🎁 ۵۰٪", "en")).toBe("fa");
    expect(postLanguage("🎁 50%", "en")).toBe("en");
    expect(postLanguage("🎁 50%", "fa")).toBe("fa");
  });

  it("1,024 characters fit under a photo and 4,096 in a text post, hashtags and the blank line included", () => {
    expect(fitsUnder("photo", "x".repeat(1012), ["#ten_chars"])).toBe(true);
    expect(fitsUnder("photo", "x".repeat(1013), ["#ten_chars"])).toBe(false);
    expect(fitsUnder("text", "x".repeat(1013), ["#ten_chars"])).toBe(true);
    expect(fitsUnder("text", "x".repeat(4096), [])).toBe(true);
    expect(fitsUnder("text", "x".repeat(4096), ["#a1"])).toBe(false);
  });

  it("the seller's words are escaped for HTML, so a stray < cannot break the send", () => {
    expect(postHtml("Tea & <cups>", ["#tea"])).toBe("Tea &amp; &lt;cups&gt;\n\n#tea");
  });
});
