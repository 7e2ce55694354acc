import { describe, expect, it } from "vitest";
import { cvProblem } from "./cv-check";

const file = (content: BlobPart, name: string) => new File([content], name, { type: "application/pdf" });

describe("the apply form's CV check mirrors the server's", () => {
  it("STAT-40 a PDF passes, whatever its name", async () => {
    expect(await cvProblem(file("%PDF-1.4\n%%EOF\n", "cv.PDF"))).toBeNull();
    expect(await cvProblem(file("%PDF-1.7\n", "resume"))).toBeNull();
  });

  it("STAT-40 a text file or a picture named .pdf is not a PDF", async () => {
    expect(await cvProblem(file("my CV, honest", "cv.pdf"))).toBe("cvNotPdf");
    expect(await cvProblem(file(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), "cv.pdf"))).toBe("cvNotPdf");
    expect(await cvProblem(file("", "cv.pdf"))).toBe("cvNotPdf");
  });

  it("STAT-40 a file over 5 MB is too large", async () => {
    const large = new Uint8Array(5 * 1024 * 1024 + 1);
    large.set(new TextEncoder().encode("%PDF"));
    expect(await cvProblem(file(large, "cv.pdf"))).toBe("cvTooLarge");
  });
});
