import { captionStyles } from "@shared/daily-content";
import { channelFailureReasons, channelPostStatuses } from "@shared/publishing";
import { describe, expect, it } from "vitest";
import { publishingCatalog } from "./catalog";

describe("the publishing page's words", () => {
  it.each(["fa", "en"] as const)("in %s, every reason a post can fail for says what to fix", (locale) => {
    const failure: Record<string, string> = publishingCatalog[locale].publishing.failure;
    for (const reason of channelFailureReasons) expect(failure[reason]?.length ?? 0).toBeGreaterThan(10);
  });

  it.each(["fa", "en"] as const)("in %s, every status and caption style has a name", (locale) => {
    const { status, captionStyles: styles } = publishingCatalog[locale].publishing;
    for (const value of channelPostStatuses) expect((status as Record<string, string>)[value]).toBeTruthy();
    for (const style of captionStyles) expect((styles as Record<string, string>)[style]).toBeTruthy();
  });
});
