import type { Profile } from "@shared/profile";
import { profileFormSchema } from "@shared/profile";
import { describe, expect, it } from "vitest";
import { issuesByField, profileMessageKey, profileToFormValues } from "./profile-form-values";

function makeProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    user_id: "u1",
    email: "sara@example.com",
    full_name: "",
    bio: "",
    about: "",
    avatar_url: null,
    phone: "",
    location: "",
    job_title: "",
    website: "",
    industry: null,
    business_type: null,
    company_size: null,
    experience_level: null,
    interests: [],
    goals: "",
    preferred_language: "fa",
    notifications: { emailNotifications: true, smsNotifications: false, marketingEmails: true, productUpdates: true },
    created_at: "2025-03-21T08:00:00.000Z",
    updated_at: "2025-03-21T08:00:00.000Z",
    ...overrides,
  };
}

describe("the profile form's values", () => {
  it("PROF-15 PROF-18: a profile never saved starts blank, in Persian, and passes the schema", () => {
    const values = profileToFormValues(makeProfile(), "fa");
    expect(values).toMatchObject({ full_name: "", industry: "", interests: [], preferred_language: "fa" });
    expect(profileFormSchema.safeParse(values).success).toBe(true);
  });

  it("PROF-19: a saved profile fills every field of the form", () => {
    const values = profileToFormValues(
      makeProfile({
        full_name: "سارا احمدی",
        phone: "09121234567",
        website: "https://shop.example",
        industry: "real-estate",
        business_type: "personal-brand",
        company_size: "1000+",
        experience_level: "expert",
        interests: ["seo", "branding"],
        preferred_language: "en",
      }),
      "en",
    );
    expect(values).toMatchObject({
      full_name: "سارا احمدی",
      phone: "09121234567",
      industry: "real-estate",
      business_type: "personal-brand",
      company_size: "1000+",
      experience_level: "expert",
      preferred_language: "en",
    });
    expect(values.interests).toEqual(["branding", "seo"]);
    expect(profileFormSchema.safeParse(values).success).toBe(true);
  });

  it("SHELL-05: in Persian the saved phone is shown in Persian digits, and the schema reads it back as Latin", () => {
    const values = profileToFormValues(makeProfile({ phone: "09123456789" }), "fa");
    expect(values.phone).toBe("۰۹۱۲۳۴۵۶۷۸۹");
    expect(profileFormSchema.parse(values).phone).toBe("09123456789");
  });

  it("PROF-17: a saved choice that is no longer offered reads as not chosen", () => {
    const values = profileToFormValues(makeProfile({ industry: "mining", interests: ["seo", "knitting"] }), "fa");
    expect(values.industry).toBe("");
    expect(values.interests).toEqual(["seo"]);
  });

  it("PROF-17: the schema's messages are catalogue keys, anything else reads as invalid", () => {
    expect(profileMessageKey("invalidPhone")).toBe("invalidPhone");
    expect(profileMessageKey("notAnOption")).toBe("notAnOption");
    expect(profileMessageKey("invalidCharacters")).toBe("invalidCharacters");
    expect(profileMessageKey("Expected string")).toBe("invalid");
    expect(profileMessageKey(undefined)).toBe("invalid");
  });

  it("PROF-17: the server's issues land on the field they name, an interest's on the interests", () => {
    expect(
      issuesByField([
        { path: "phone", message: "invalidPhone" },
        { path: "interests.2", message: "notAnOption" },
        { path: "user_id", message: "tooLong" },
      ]),
    ).toEqual([
      { field: "phone", key: "invalidPhone" },
      { field: "interests", key: "notAnOption" },
    ]);
  });
});
