import { readFileSync } from "node:fs";
import path from "node:path";
import { brand } from "@shared/brand";
import { afterEach, describe, expect, it, vi } from "vitest";
import { applyLanguageToDocument } from "./language";

const indexHtml = readFileSync(path.resolve(import.meta.dirname, "../../../index.html"), "utf8");

/** Just what the language touches: the root's lang and dir, the title and the description's content. */
function standInDocument() {
  const description = { content: "", setAttribute: (_name: string, value: string) => (description.content = value) };
  const document = {
    documentElement: { lang: "", dir: "" },
    title: "",
    querySelector: (selector: string) => (selector === 'meta[name="description"]' ? description : null),
  };
  vi.stubGlobal("document", document);
  return { document, description };
}

afterEach(() => vi.unstubAllGlobals());

describe("the document search engines and link previews read", () => {
  it("is served in Persian: lang, direction, viewport, title and a description", () => {
    expect(indexHtml).toMatch(/<html lang="fa" dir="rtl"/);
    expect(indexHtml).toContain('<meta name="viewport" content="width=device-width, initial-scale=1.0" />');
    expect(indexHtml).toContain(`<title>${brand.name.fa}</title>`);
    expect(indexHtml).toContain(`<meta name="description" content="${brand.description.fa}" />`);
  });

  it("says in English what the app is once the reader switches to English, and in Persian again after", () => {
    const { document, description } = standInDocument();
    applyLanguageToDocument("en");
    expect(document).toMatchObject({ documentElement: { lang: "en", dir: "ltr" }, title: brand.name.en });
    expect(description.content).toBe(brand.description.en);
    applyLanguageToDocument("fa");
    expect(document).toMatchObject({ documentElement: { lang: "fa", dir: "rtl" }, title: brand.name.fa });
    expect(description.content).toBe(brand.description.fa);
  });
});
