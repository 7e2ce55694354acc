import { describe, expect, it } from "vitest";
import { profileTabFrom, profileTabs } from "./profile-tab";

describe("the profile page's tab in the address", () => {
  it("PROF-08: there are five tabs: settings, security, notifications, activity, billing", () => {
    expect(profileTabs).toEqual(["settings", "security", "notifications", "activity", "billing"]);
  });

  it("PROF-08: a reload keeps the chosen tab", () => {
    expect(profileTabFrom("security")).toBe("security");
    expect(profileTabFrom("billing")).toBe("billing");
  });

  it("PROF-08: no tab or an unknown one opens the settings", () => {
    expect(profileTabFrom(null)).toBe("settings");
    expect(profileTabFrom("admin")).toBe("settings");
  });
});
