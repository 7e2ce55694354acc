import { describe, expect, it } from "vitest";
import { captionStyles } from "../../../shared/daily-content";
import { localeIds } from "../../../shared/locales";
import { pickCaptions } from "./content-blocks";
import { captionTemplates } from "./corpus";
import { makeProfile, wednesdayNoon } from "./test/make-chat-request";

/** A template's first two words, placeholders included, without punctuation: what a reader sees first. */
const openingOf = (template: string) =>
  template
    .toLowerCase()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.replace(/[.,:;!?،؛…]/g, ""))
    .join(" ");

describe("the caption styles the plans sell (issue 18)", () => {
  it("PLAN-22 has at least eleven styles, fun, luxury and motivational first (Eco's three, free's one)", () => {
    expect(captionStyles.length).toBeGreaterThanOrEqual(11);
    expect(captionStyles.slice(0, 3)).toEqual(["fun", "luxury", "motivational"]);
  });

  it("gives every style at least eight templates in each language, no two opening alike", () => {
    for (const locale of localeIds) {
      const openings = new Map<string, string>();
      for (const style of captionStyles) {
        const templates = captionTemplates[locale][style];
        expect(templates.length, `${locale} ${style}`).toBeGreaterThanOrEqual(8);
        for (const template of templates) {
          const opening = openingOf(template);
          expect(
            openings.get(opening),
            `${locale} "${template}" opens like "${openings.get(opening)}"`,
          ).toBeUndefined();
          openings.set(opening, template);
        }
      }
    }
  });

  it("writes every style in the asked language, every slot filled", () => {
    for (const locale of localeIds) {
      const captions = pickCaptions({
        profile: makeProfile({ industry: "fashion" }),
        seed: `styles|${wednesdayNoon.toISOString()}`,
        locale,
        count: 3,
      });
      for (const style of captionStyles) {
        expect(captions[style], `${locale} ${style}`).toHaveLength(3);
        for (const caption of captions[style]) {
          expect(caption).not.toMatch(/[{}]/);
          if (locale === "en") expect(caption).not.toMatch(/[\u0600-\u06FF]/);
          else expect(caption).toMatch(/[\u0600-\u06FF]/);
        }
      }
    }
  });

  it("a sales caption always asks for the order, even when the day's calls to action are used up", () => {
    const captions = pickCaptions({ profile: makeProfile(), seed: "sales", locale: "en", count: 8, styles: ["sales"] });
    for (const caption of captions.sales) expect(caption).toMatch(/DM|message|order|link in bio|comment|reserve/i);
  });
});
