import { describe, expect, it } from "vitest";
import { checkMediaFiles } from "./media-file-check";

const file = (name: string, type: string, size = 10) => {
  const made = new File([new Uint8Array(1)], name, { type });
  Object.defineProperty(made, "size", { value: size });
  return made;
};

describe("the uploaders' checks before sending (001 §5)", () => {
  it("PROD-22 jpg, png and webp images pass; a gif or a video does not", () => {
    const images = [file("a.jpg", "image/jpeg"), file("b.png", "image/png"), file("c.webp", "image/webp")];
    expect(checkMediaFiles(images, "image", 0)).toEqual({ accepted: images, refusal: null });
    expect(checkMediaFiles([file("d.gif", "image/gif")], "image", 0).refusal).toBe("wrongType");
    expect(checkMediaFiles([file("e.mp4", "video/mp4")], "image", 0).refusal).toBe("wrongType");
  });

  it("PROD-23 mp4 and mov videos pass, also when the browser names no type", () => {
    const videos = [file("a.mp4", "video/mp4"), file("b.MOV", "")];
    expect(checkMediaFiles(videos, "video", 0)).toEqual({ accepted: videos, refusal: null });
    expect(checkMediaFiles([file("c.avi", "video/x-msvideo")], "video", 0).refusal).toBe("wrongType");
  });

  it("PROD-24 a file over 50MB is left out with the over-50MB refusal; the others go on", () => {
    const small = file("a.jpg", "image/jpeg");
    const big = file("b.jpg", "image/jpeg", 50 * 1024 * 1024 + 1);
    expect(checkMediaFiles([small, big], "image", 0)).toEqual({ accepted: [small], refusal: "tooLarge" });
  });

  it("PROD-25 PROD-26 existing plus new files beyond 10 images or 2 videos are refused", () => {
    expect(checkMediaFiles([file("a.jpg", "image/jpeg")], "image", 9).refusal).toBeNull();
    expect(checkMediaFiles([file("a.jpg", "image/jpeg"), file("b.jpg", "image/jpeg")], "image", 9).refusal).toBe(
      "limit",
    );
    expect(checkMediaFiles([file("a.mp4", "video/mp4")], "video", 2).refusal).toBe("limit");
  });
});
