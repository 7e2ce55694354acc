import { describe, expect, it } from "vitest";
import { nextHeaderHidden } from "./use-hide-on-scroll";

describe("header visibility while scrolling", () => {
  it("SHELL-12: scrolling down past 80 px hides the header", () => {
    expect(nextHeaderHidden(false, 60, 120, 80)).toBe(true);
  });

  it("SHELL-12: scrolling down within the first 80 px keeps it", () => {
    expect(nextHeaderHidden(false, 20, 80, 80)).toBe(false);
  });

  it("SHELL-13: scrolling up shows the hidden header again", () => {
    expect(nextHeaderHidden(true, 500, 480, 80)).toBe(false);
  });

  it("back at the top the header is shown", () => {
    expect(nextHeaderHidden(true, 100, 0, 80)).toBe(false);
  });
});
