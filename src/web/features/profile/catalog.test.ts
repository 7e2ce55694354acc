import { businessTypes, companySizes, experienceLevels, industries, interests } from "@shared/profile";
import { describe, expect, it } from "vitest";
import { profileCatalog } from "./catalog";

const { profile } = profileCatalog.en;
const labels = (group: Record<string, string>, values: readonly string[]) =>
  values.map((value) => group[value]?.toLowerCase());

describe("the profile page's messages", () => {
  it("the page uses the specification's words", () => {
    expect(profile.summary.newUser).toBe("new user");
    expect(profile.form.saved).toBe("updated successfully");
    expect(profile.form.saveFailed).toBe("error updating profile");
    expect(profile.avatar.tooLarge).toBe("file size must not exceed 2 MB");
    expect(profile.avatar.notAnImage).toBe("only image files are allowed");
    expect(profile.avatar.failed).toBe("error uploading image");
  });

  it("PROF-06: a paid plan's generated content is unlimited, the ∞ kept beside the word", () => {
    expect(profile.summary.contentAllowance).toBe("(unlimited ∞)");
    expect(profileCatalog.fa.profile.summary.contentAllowance).toBe("(نامحدود ∞)");
  });

  it("the five tabs are settings, security, notifications, activity and billing", () => {
    expect(Object.values(profile.tabs).slice(1)).toEqual([
      "Settings",
      "Security",
      "Notifications",
      "Activity",
      "Billing",
    ]);
  });

  it("the fields of activity read as the specification lists them", () => {
    expect(labels(profile.options.industries, industries)).toEqual([
      "technology and it",
      "e-commerce",
      "fashion",
      "food and beverage",
      "beauty",
      "health",
      "education",
      "finance",
      "real estate",
      "automotive",
      "travel",
      "sports and fitness",
      "entertainment",
      "consulting",
      "manufacturing",
      "other",
    ]);
  });

  it("business types, company sizes, experience levels and languages", () => {
    expect(labels(profile.options.businessTypes, businessTypes)).toEqual([
      "startup",
      "small business",
      "medium business",
      "large enterprise",
      "freelancer",
      "agency",
      "non-profit",
      "personal brand",
    ]);
    expect(labels(profile.options.companySizes, companySizes)).toEqual([
      "solo",
      "2-10",
      "11-50",
      "51-200",
      "201-1000",
      "1000+",
    ]);
    expect(labels(profile.options.experienceLevels, experienceLevels)).toEqual([
      "beginner",
      "intermediate",
      "advanced",
      "expert",
    ]);
    expect(profile.options.languages).toEqual({ fa: "Persian", en: "English" });
  });

  it("the nine interests read as the specification lists them", () => {
    expect(labels(profile.options.interests, interests)).toEqual([
      "instagram marketing",
      "video content",
      "branding",
      "advertising",
      "seo",
      "email marketing",
      "data analysis",
      "social media",
      "content creation",
    ]);
  });

  it("every field of 000 §3 has a label in both languages", () => {
    const fields = [
      "fullName",
      "bio",
      "phone",
      "about",
      "location",
      "avatarUrl",
      "industry",
      "businessType",
      "jobTitle",
      "companySize",
      "website",
      "interests",
      "goals",
      "experienceLevel",
      "preferredLanguage",
    ];
    expect(Object.keys(profile.form.fields).sort()).toEqual([...fields].sort());
    expect(Object.keys(profileCatalog.fa.profile.form.fields).sort()).toEqual([...fields].sort());
  });
});
