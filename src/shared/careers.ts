import { z } from "zod";
import { latinDigits } from "./digits";
import { buyerPhoneSchema } from "./orders";
import { invalidCharactersMessage, isOneLine, nameText, typedText } from "./text";

/** 001 §3 job departments and types (STAT-37). */
export const jobDepartments = ["technology", "design", "marketing", "services"] as const;
export type JobDepartment = (typeof jobDepartments)[number];
export const jobTypes = ["full-time", "part-time", "contract"] as const;
export type JobType = (typeof jobTypes)[number];
/** Only an open job is listed on /careers and takes applications; the admin closes and reopens it. */
export const jobStatuses = ["open", "closed"] as const;
export type JobStatus = (typeof jobStatuses)[number];

/** 001 §5 a CV is optional; DESIGN d7 keeps it as a PDF of at most 5 MB, judged by its bytes. */
export const maxCvBytes = 5 * 1024 * 1024;
export const maxYearsOfExperience = 60;

/** 001 §2, §5: search on title, id, description or skills, case-insensitive; "all" filters nothing. */
export const jobListQuerySchema = z.object({
  q: typedText().trim().max(100).overwrite(latinDigits).default(""),
  department: z.enum(["all", ...jobDepartments]).default("all"),
  type: z.enum(["all", ...jobTypes]).default("all"),
});
export type JobListQuery = z.output<typeof jobListQuerySchema>;

export const jobSchema = z.object({
  id: z.string(),
  title: z.string(),
  department: z.enum(jobDepartments),
  type: z.enum(jobTypes),
  location: z.string(),
  /** As the admin wrote it, e.g. "2+ years". */
  experience: z.string(),
  skills: z.array(z.string()),
  description: z.string(),
  salary: z.string().nullable(),
  status: z.enum(jobStatuses),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Job = z.infer<typeof jobSchema>;
export const jobListSchema = z.object({ items: z.array(jobSchema) });

// Each message is a key of a careers catalogue (`careers.validation.*`, `adminCareers.validation.*`).
const line = (max: number) =>
  nameText().trim().min(1, "required").max(max, "tooLong").refine(isOneLine, invalidCharactersMessage);

/** Skills as typed in one field: separated by commas (Latin or Persian) or new lines; blanks and repeats dropped. */
export const skillsFromText = (text: string) => [
  ...new Set(
    text
      .split(/[,،\n]/)
      .map((skill) => skill.trim())
      .filter((skill) => skill !== ""),
  ),
];

/** The admin's job form, as sent to create or edit a job. */
export const jobFormSchema = z.object({
  title: line(200),
  department: z.enum(jobDepartments, "required"),
  type: z.enum(jobTypes, "required"),
  location: line(100),
  experience: line(100),
  skills: typedText()
    .max(1000, "tooLong")
    .transform(skillsFromText)
    .refine((skills) => skills.length <= 20 && skills.every((skill) => skill.length <= 50), "skillsTooMany"),
  description: typedText().trim().min(1, "required").max(5000, "tooLong"),
  salary: nameText()
    .trim()
    .max(100, "tooLong")
    .refine(isOneLine, invalidCharactersMessage)
    .transform((salary) => (salary === "" ? null : salary)),
});
export type JobFormInput = z.input<typeof jobFormSchema>;
export type JobFormValues = z.output<typeof jobFormSchema>;

export const jobStatusChangeSchema = z.object({ status: z.enum(jobStatuses) });

const optionalText = (max: number) =>
  typedText()
    .trim()
    .max(max, "tooLong")
    .transform((text) => (text === "" ? null : text));

/**
 * 001 §5 job application: first name, last name, e-mail and phone required; years of experience a whole
 * number; portfolio link (http or https) and motivation optional. Sent as form fields with the CV beside them,
 * so every value arrives as text; digits in either system are read.
 */
export const jobApplicationSchema = z.object({
  first_name: line(100),
  last_name: line(100),
  email: z.string().trim().min(1, "required").max(255, "emailTooLong").pipe(z.email("emailInvalid")),
  phone: z.string().trim().min(1, "required").pipe(buyerPhoneSchema),
  years_experience: z
    .string()
    .trim()
    .overwrite(latinDigits)
    .min(1, "required")
    .regex(/^\d{1,2}$/, "yearsInvalid")
    .transform(Number)
    .refine((years) => years <= maxYearsOfExperience, "yearsInvalid"),
  portfolio_url: typedText()
    .trim()
    .max(500, "tooLong")
    .refine((url) => url === "" || /^https?:\/\/[^\s/?#.]+\.[^\s]+$/i.test(url), "portfolioInvalid")
    .transform((url) => (url === "" ? null : url))
    .optional(),
  motivation: optionalText(2000).optional(),
});
export type JobApplicationInput = z.input<typeof jobApplicationSchema>;
export type JobApplicationValues = z.output<typeof jobApplicationSchema>;

export const sentJobApplicationSchema = z.object({ id: z.string(), created_at: z.string() });

/** One application as the admin's inbox shows it (DESIGN d7: it reaches the admin, CV included). */
export const jobApplicationItemSchema = z.object({
  id: z.string(),
  job: z.object({ id: z.string(), title: z.string() }),
  /** The applicant's account when they were signed in; null for a visitor. */
  user_id: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
  years_experience: z.number().int(),
  portfolio_url: z.string().nullable(),
  motivation: z.string().nullable(),
  has_cv: z.boolean(),
  created_at: z.string(),
});
export type JobApplicationItem = z.infer<typeof jobApplicationItemSchema>;
export const jobApplicationListSchema = z.object({ items: z.array(jobApplicationItemSchema) });
