import { localeDigits } from "@shared/digits";
import type { Locale } from "@shared/locales";
import {
  businessTypes,
  companySizes,
  experienceLevels,
  industries,
  interests,
  type Profile,
  type ProfileFormInput,
} from "@shared/profile";

/** The form's fields, in the order of 000 §3's label list (the avatar URL is shown apart, read-only). */
export type ProfileFieldName = keyof ProfileFormInput;
const fieldNames: readonly ProfileFieldName[] = [
  "full_name",
  "bio",
  "phone",
  "about",
  "location",
  "industry",
  "business_type",
  "job_title",
  "company_size",
  "website",
  "interests",
  "goals",
  "experience_level",
  "preferred_language",
];

/** A saved value that is no longer on its list reads as "not chosen" rather than blocking the save. */
function pick<T extends string>(options: readonly T[], value: string | null): T | "" {
  return options.find((option) => option === value) ?? "";
}

/** The form's starting values: the saved profile, with empty strings for the choices not made, digits as the interface writes them. */
export function profileToFormValues(profile: Profile, locale: Locale): ProfileFormInput {
  return {
    full_name: profile.full_name,
    bio: profile.bio,
    about: profile.about,
    phone: localeDigits(profile.phone, locale),
    location: profile.location,
    job_title: profile.job_title,
    website: profile.website,
    industry: pick(industries, profile.industry),
    business_type: pick(businessTypes, profile.business_type),
    company_size: pick(companySizes, profile.company_size),
    experience_level: pick(experienceLevels, profile.experience_level),
    interests: interests.filter((interest) => profile.interests.includes(interest)),
    goals: profile.goals,
    preferred_language: profile.preferred_language,
  };
}

export type ProfileMessageKey =
  | "tooLong"
  | "invalidPhone"
  | "invalidWebsite"
  | "notAnOption"
  | "invalidCharacters"
  | "invalid";
const messageKeys: readonly ProfileMessageKey[] = [
  "tooLong",
  "invalidPhone",
  "invalidWebsite",
  "notAnOption",
  "invalidCharacters",
];

/** The schema's and the server's messages are keys of `profile.form.errors`; anything else reads as invalid. */
export function profileMessageKey(message: string | undefined): ProfileMessageKey {
  return messageKeys.find((key) => key === message) ?? "invalid";
}

/** The server's 400 issues (`interests.2`, `phone`), each on the form field it is about. */
export function issuesByField(
  issues: readonly { path: string; message: string }[],
): { field: ProfileFieldName; key: ProfileMessageKey }[] {
  return issues.flatMap((issue) => {
    const field = fieldNames.find((name) => name === issue.path.split(".")[0]);
    return field ? [{ field, key: profileMessageKey(issue.message) }] : [];
  });
}
