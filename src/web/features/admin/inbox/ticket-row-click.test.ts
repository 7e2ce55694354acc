import { describe, expect, it } from "vitest";
import { rowClickOpens } from "./ticket-row-click";

describe("clicking a ticket's row in the inbox", () => {
  it("opens the ticket when it lands on the row's text", () => {
    expect(rowClickOpens({ onControl: false, selectedText: "" })).toBe(true);
  });

  it("leaves a click on the row's buttons to the button, so the ticket opens once", () => {
    expect(rowClickOpens({ onControl: true, selectedText: "" })).toBe(false);
  });

  it("does not open the ticket when the click selected text, such as the user's e-mail to copy", () => {
    expect(rowClickOpens({ onControl: false, selectedText: "reza@example.com" })).toBe(false);
  });

  it("a selection of only white space does not count", () => {
    expect(rowClickOpens({ onControl: false, selectedText: " \n" })).toBe(true);
  });
});
