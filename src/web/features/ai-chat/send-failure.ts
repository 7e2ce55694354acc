import { ApiError } from "@/lib/api-error";
import type { NoticeKey } from "./chat-view-state";

export type SendFailure =
  /** 402: the plans message instead of a reply (000 §4, DESIGN d5). */
  | { kind: "quota" }
  /** The AI or the connection failed: an assistant message and a toast (000 §8). */
  | { kind: "unavailable" }
  /** Refused before anything was saved: the text goes back to the input, a toast says why. */
  | { kind: "refused"; messageKey: NoticeKey | "chat.errors.messageBlank" | "chat.errors.messageTooLong" };

const messageIssues = new Set(["messageBlank", "messageTooLong"]);

/** How the chat answers a failed send. */
export function sendFailureOf(error: unknown): SendFailure {
  if (!(error instanceof ApiError)) return { kind: "unavailable" };
  switch (error.code) {
    case "quota_exceeded":
      return { kind: "quota" };
    case "network_failed":
    case "internal_error":
    case "unexpected_response":
    case "ai_unavailable":
      return { kind: "unavailable" };
    case "validation_failed": {
      const issue = error.issues.find((item) => messageIssues.has(item.message))?.message;
      if (issue === "messageBlank" || issue === "messageTooLong")
        return { kind: "refused", messageKey: `chat.errors.${issue}` };
      return { kind: "refused", messageKey: "errors.validation_failed" };
    }
    default:
      return { kind: "refused", messageKey: `errors.${error.code}` };
  }
}
