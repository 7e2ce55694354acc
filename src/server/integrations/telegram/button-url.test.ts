import { describe, expect, it } from "vitest";
import { buttonUrlAllowed } from "./button-url";

describe("buttonUrlAllowed", () => {
  it("takes a public http(s) address and leaves out what Telegram refuses as BUTTON_URL_INVALID", () => {
    expect(buttonUrlAllowed("https://shop.example.ir/dashboard?tab=orders")).toBe(true);
    expect(buttonUrlAllowed("http://127.0.0.1:3000/dashboard")).toBe(true);
    expect(buttonUrlAllowed("http://localhost:3000/dashboard")).toBe(false);
    expect(buttonUrlAllowed("tg://resolve?domain=x")).toBe(false);
    expect(buttonUrlAllowed("not a url")).toBe(false);
  });
});
