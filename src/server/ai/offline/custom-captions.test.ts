import { describe, expect, it } from "vitest";
import type { CustomCaptionStyle } from "../../../shared/custom-caption-style";
import { contentSeed } from "./content-blocks";
import { composeCustomCaptions } from "./custom-captions";
import { makeProfile, wednesdayNoon } from "./test/make-chat-request";

const base: CustomCaptionStyle = {
  name: "لحن کافه نارنج",
  base_style: "storytelling",
  length: "medium",
  emoji: "few",
  opening: "",
  signature: "",
};
const compose = (style: Partial<CustomCaptionStyle>, locale: "fa" | "en" = "fa") =>
  composeCustomCaptions({
    profile: makeProfile({ industry: "food" }),
    seed: contentSeed("user-custom", wednesdayNoon),
    locale,
    count: 3,
    style: { ...base, ...style },
  });
const pictograph = /\p{Extended_Pictographic}/u;
const totalLength = (captions: string[]) => captions.reduce((sum, caption) => sum + caption.length, 0);

describe("captions in a custom style (decision 022)", () => {
  it("PLAN-22 three captions, each with the opening first and the signature last, in Persian and English", () => {
    for (const locale of ["fa", "en"] as const) {
      const captions = compose({ opening: "سلام از نارنج", signature: "— Narenj Café, open till midnight" }, locale);
      expect(captions).toHaveLength(3);
      expect(new Set(captions).size).toBe(3);
      for (const caption of captions) {
        const lines = caption.split("\n");
        expect(lines[0]).toBe("سلام از نارنج");
        expect(lines.at(-1)).toBe("— Narenj Café, open till midnight");
        expect(lines.length).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it("short is shorter than medium, long is longer; no emoji has none, a few and many have them", () => {
    expect(totalLength(compose({ length: "short" }))).toBeLessThan(totalLength(compose({ length: "medium" })));
    expect(totalLength(compose({ length: "long" }))).toBeGreaterThan(totalLength(compose({ length: "medium" })));
    for (const caption of compose({ emoji: "none" })) expect(caption).not.toMatch(pictograph);
    for (const caption of compose({ emoji: "few" })) expect(caption).toMatch(pictograph);
    const many = (caption: string) => [...caption.matchAll(/\p{Extended_Pictographic}/gu)].length;
    for (const caption of compose({ emoji: "many" })) expect(many(caption)).toBeGreaterThanOrEqual(2);
  });
});
