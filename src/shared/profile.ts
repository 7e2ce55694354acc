import { z } from "zod";
import { minPasswordLength } from "./account";
import { latinDigits } from "./digits";
import { paymentSchema } from "./payments";
import { invalidCharactersMessage, isOneLine, nameText, typedText } from "./text";

// 000 §3: the option lists of the profile form; labels are catalogue keys (`profile.options.*`).
export const industries = [
  "technology",
  "ecommerce",
  "fashion",
  "food",
  "beauty",
  "health",
  "education",
  "finance",
  "real-estate",
  "automotive",
  "travel",
  "sports",
  "entertainment",
  "consulting",
  "manufacturing",
  "other",
] as const;
export const businessTypes = [
  "startup",
  "small-business",
  "medium-business",
  "large-enterprise",
  "freelancer",
  "agency",
  "non-profit",
  "personal-brand",
] as const;
export const companySizes = ["solo", "2-10", "11-50", "51-200", "201-1000", "1000+"] as const;
export const experienceLevels = ["beginner", "intermediate", "advanced", "expert"] as const;
export const interests = [
  "instagram-marketing",
  "video-content",
  "branding",
  "advertising",
  "seo",
  "email-marketing",
  "data-analysis",
  "social-media",
  "content-creation",
] as const;
export const profileLanguages = ["fa", "en"] as const;

/** 000 §5, §9: avatars are images of at most 2 MB. */
export const maxAvatarBytes = 2 * 1024 * 1024;
export const avatarMimeTypes = ["image/jpeg", "image/png", "image/webp", "image/gif"] as const;
/** POST /api/profile/avatar answers where the new image is served. */
export const uploadedAvatarSchema = z.object({ avatar_url: z.string() });

/** 001 §5's phone rule: 09xxxxxxxxx or +989xxxxxxxxx. */
export const iranianMobilePattern = /^(?:09\d{9}|\+989\d{9})$/;

/** A mobile number as typed (Persian or Arabic digits, spaces or dashes between groups) as the rule reads it. */
export const iranianMobileDigits = (phone: string) => latinDigits(phone).replace(/[\s-]/g, "");

/** One way to show a mobile number: a shared contact's `+98912…` reads as the `0912…` a buyer types. */
export const nationalMobile = (phone: string) => phone.replace(/^\+98(?=9\d{9}$)/, "0");

const text = (max: number) => typedText().trim().max(max, "tooLong");
/** An optional choice: empty means not chosen; anything else must be on the list (PROF-17). */
const choice = <T extends readonly [string, ...string[]]>(options: T) =>
  z.union([z.enum(options, "notAnOption"), z.literal("")]).transform((value) => (value === "" ? null : value));

/** The profile form (000 §3). Full name and industry are labelled required but not enforced (000 §5). */
export const profileFormSchema = z.object({
  // One line, as at sign-up: other users see this name (?user=), and a line break in it garbles their page.
  full_name: nameText().trim().max(100, "tooLong").refine(isOneLine, invalidCharactersMessage),
  bio: text(500),
  about: text(2000),
  phone: typedText()
    .overwrite(iranianMobileDigits)
    .refine((value) => value === "" || iranianMobilePattern.test(value), "invalidPhone"),
  location: text(100),
  job_title: text(100),
  website: typedText()
    .trim()
    .max(300, "tooLong")
    .refine((value) => value === "" || /^https?:\/\/[^\s.]+\.[^\s]+$/i.test(value), "invalidWebsite"),
  industry: choice(industries),
  business_type: choice(businessTypes),
  company_size: choice(companySizes),
  experience_level: choice(experienceLevels),
  interests: z.array(z.enum(interests, "notAnOption")).max(interests.length).default([]),
  goals: text(1000),
  preferred_language: z.enum(profileLanguages, "notAnOption"),
});
export type ProfileFormInput = z.input<typeof profileFormSchema>;
export type ProfileFormValues = z.output<typeof profileFormSchema>;

/** 000 §3 notification preferences, saved on the server (DESIGN d7). */
export const notificationPreferencesSchema = z.object({
  emailNotifications: z.boolean(),
  smsNotifications: z.boolean(),
  marketingEmails: z.boolean(),
  productUpdates: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

export const profileSchema = z.object({
  user_id: z.string(),
  email: z.string(),
  full_name: z.string(),
  bio: z.string(),
  about: z.string(),
  avatar_url: z.string().nullable(),
  phone: z.string(),
  location: z.string(),
  job_title: z.string(),
  website: z.string(),
  industry: z.string().nullable(),
  business_type: z.string().nullable(),
  company_size: z.string().nullable(),
  experience_level: z.string().nullable(),
  interests: z.array(z.string()),
  goals: z.string(),
  preferred_language: z.enum(profileLanguages),
  notifications: notificationPreferencesSchema,
  created_at: z.string(),
  updated_at: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

/** The activity tab's real figures (DESIGN d7). */
export const profileActivitySchema = z.object({
  conversations: z.number().int(),
  messages: z.number().int(),
  content_days: z.number().int(),
  ai_messages_this_month: z.number().int(),
  last_sign_in: z.string().nullable(),
});

/** GET /api/profile (own) or /api/profile?user= (admins only): everything the page shows. */
export const profilePageSchema = z.object({
  profile: profileSchema,
  /** Read-only when an admin views someone else's profile. */
  own: z.boolean(),
  subscription: z.object({
    subscribed: z.boolean(),
    subscription_tier: z.string().nullable(),
    subscription_end: z.string().nullable(),
  }),
  activity: profileActivitySchema,
  payments: z.array(paymentSchema),
});
export type ProfilePage = z.infer<typeof profilePageSchema>;

/** 000 §5 password change; DESIGN d6: the current password is required. Messages are `profile.password.*` keys. */
export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, "fillAllFields"),
    newPassword: z.string().min(1, "fillAllFields").min(minPasswordLength, "passwordTooShort").max(128, "tooLong"),
    confirmPassword: z.string().min(1, "fillAllFields"),
  })
  .refine((values) => values.newPassword === values.confirmPassword, {
    message: "passwordsDiffer",
    path: ["confirmPassword"],
  });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** Account deletion asks for the password again, so a left-open session cannot delete an account. */
export const deleteAccountSchema = z.object({ password: z.string().min(1, "fillAllFields") });
