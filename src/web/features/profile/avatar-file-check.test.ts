import { maxAvatarBytes } from "@shared/profile";
import { describe, expect, it } from "vitest";
import { avatarFileProblem } from "./avatar-file-check";

describe("checking an avatar file before it is uploaded", () => {
  it("PROF-22: a picture over 2 MB is refused", () => {
    expect(avatarFileProblem({ size: maxAvatarBytes + 1, type: "image/png" })).toBe("tooLarge");
  });

  it("PROF-22: a picture of exactly 2 MB is accepted", () => {
    expect(avatarFileProblem({ size: maxAvatarBytes, type: "image/jpeg" })).toBeNull();
  });

  it("PROF-23: a file that is not an image is refused", () => {
    expect(avatarFileProblem({ size: 10, type: "application/pdf" })).toBe("notAnImage");
    expect(avatarFileProblem({ size: 10, type: "" })).toBe("notAnImage");
  });

  it("PROF-23: an SVG is refused, as the server refuses it", () => {
    expect(avatarFileProblem({ size: 10, type: "image/svg+xml" })).toBe("notAnImage");
  });

  it("accepts the image kinds the server keeps", () => {
    for (const type of ["image/jpeg", "image/png", "image/webp", "image/gif"]) {
      expect(avatarFileProblem({ size: 1024, type })).toBeNull();
    }
  });
});
