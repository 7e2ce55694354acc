import { describe, expect, it } from "vitest";
import { insertAtCursor } from "./insert-at-cursor";

describe("inserting a variable at the cursor", () => {
  it("puts it at the cursor and moves the cursor after it", () => {
    expect(insertAtCursor("Price: !", "{price}", { start: 7, end: 7 })).toEqual({
      text: "Price: {price}!",
      cursor: 14,
    });
  });

  it("replaces a selection, and appends when the cursor is past the end", () => {
    expect(insertAtCursor("Hi NAME", "{product_name}", { start: 3, end: 7 })).toEqual({
      text: "Hi {product_name}",
      cursor: 17,
    });
    expect(insertAtCursor("ab", "{order_id}", { start: 9, end: 9 })).toEqual({ text: "ab{order_id}", cursor: 12 });
  });
});
