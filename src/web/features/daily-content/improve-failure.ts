import { ApiError } from "@/lib/api-error";

export type ImproveFailure =
  /** 402: the plan's AI messages are used up; a link to the plans answers instead. */
  | { kind: "quota" }
  /** 429: the user is asked to wait, in the rate limit's own words. */
  | { kind: "rateLimited" }
  /** 409: the content was edited while the AI was thinking; the edit stays and the page shows it. */
  | { kind: "contentChanged" }
  /** 000 §8: the server answered with an error. */
  | { kind: "serverError" }
  /** 000 §8: the request never reached the server. */
  | { kind: "networkError" };

/** How the assistant answers a failed improvement request. */
export function improveFailureOf(error: unknown): ImproveFailure {
  if (!(error instanceof ApiError)) return { kind: "serverError" };
  switch (error.code) {
    case "quota_exceeded":
      return { kind: "quota" };
    case "rate_limited":
      return { kind: "rateLimited" };
    case "content_changed":
      return { kind: "contentChanged" };
    case "network_failed":
      return { kind: "networkError" };
    default:
      return { kind: "serverError" };
  }
}
