import { describe, expect, it } from "vitest";
import { emphasisLines, emphasisSegments } from "./emphasis";

const runs = (text: string) => emphasisSegments(text).map(({ text, style }) => ({ text, style }));

describe("markdown-style emphasis in a template", () => {
  it("TPL-06 reads **bold**, *bold* and _italic_", () => {
    expect(runs("Hi **Sara**, *new* and _cheap_!")).toEqual([
      { text: "Hi ", style: "plain" },
      { text: "Sara", style: "bold" },
      { text: ", ", style: "plain" },
      { text: "new", style: "bold" },
      { text: " and ", style: "plain" },
      { text: "cheap", style: "italic" },
      { text: "!", style: "plain" },
    ]);
  });

  it("works beside Persian text and at both ends", () => {
    expect(runs("*کفش* ارزان _امروز_")).toEqual([
      { text: "کفش", style: "bold" },
      { text: " ارزان ", style: "plain" },
      { text: "امروز", style: "italic" },
    ]);
  });

  it("leaves markers inside words, variables, lone markers and HTML as text", () => {
    for (const text of ["2*3*4", "{product_name} and {order_id}", "a * b", "snake_case_name", "<b>x</b>", "*a"]) {
      expect(runs(text), text).toEqual([{ text, style: "plain" }]);
    }
    expect(runs("")).toEqual([]);
  });

  it("cuts the text into lines, so a marker never spans two, each run keyed by its offset", () => {
    const lines = emphasisLines("*open\nclose* _it_");
    expect(lines.map((line) => line.start)).toEqual([0, 6]);
    expect(lines[0]?.segments).toEqual([{ text: "*open", style: "plain", start: 0 }]);
    expect(lines[1]?.segments).toEqual([
      { text: "close* ", style: "plain", start: 6 },
      { text: "it", style: "italic", start: 13 },
    ]);
  });
});
