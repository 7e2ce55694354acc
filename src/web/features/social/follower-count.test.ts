import i18n from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { fullCatalogs } from "@/app/i18n/full-catalogs";
import { followerCountText } from "./follower-count";

beforeAll(async () => {
  await i18n.init({
    resources: { fa: { translation: fullCatalogs.fa }, en: { translation: fullCatalogs.en } },
    lng: "en",
    interpolation: { escapeValue: false },
  });
});

describe("a linked profile's follower count", () => {
  it("SOC-02 says 'follower' for one and 'followers' otherwise in English", () => {
    const t = i18n.getFixedT("en");
    expect(followerCountText(t, 1, "en")).toBe("1 follower");
    expect(followerCountText(t, 0, "en")).toBe("0 followers");
    expect(followerCountText(t, 842, "en")).toBe("842 followers");
  });

  it("SOC-02 chooses the plural by the exact count while it shows the compact figure", () => {
    expect(followerCountText(i18n.getFixedT("en"), 12_000, "en")).toBe("12K followers");
  });

  it("SOC-02 writes the count in Persian digits with Persian's one form", () => {
    const t = i18n.getFixedT("fa");
    expect(followerCountText(t, 1, "fa")).toBe("۱ دنبال‌کننده");
    expect(followerCountText(t, 842, "fa")).toBe("۸۴۲ دنبال‌کننده");
  });
});
