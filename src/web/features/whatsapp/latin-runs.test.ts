import { describe, expect, it } from "vitest";
import { splitLatinRuns } from "./latin-runs";

describe("Latin runs inside a Persian sentence", () => {
  it("keeps a menu path and its arrows as one run", () => {
    expect(splitLatinRuns("در App settings → Basic، رمز را کپی کنید.")).toEqual([
      "در ",
      "App settings → Basic",
      "، رمز را کپی کنید.",
    ]);
  });

  it("leaves a sentence's final dot outside the run", () => {
    expect(splitLatinRuns("به Meta for Developers.")).toEqual(["به ", "Meta for Developers", "."]);
  });

  it("a sentence with no Latin word is one part", () => {
    expect(splitLatinRuns("شماره را وصل کنید.")).toEqual(["شماره را وصل کنید."]);
  });
});
