import { type CaptionList, captionLists, dailyContentLimits } from "@shared/daily-content";
import type { ApiIssue } from "@/lib/api-error";

/** The parts of the edit form an error is shown under. */
export type DraftSection = "ideas" | `captions.${CaptionList}` | "hashtags" | "music" | "timing";

type IssueKey = "tooMany" | "tooLong" | "hashtagSpaces" | "invalidCharacters";
/** A catalogue key (`dailyContent.errors.*`) and the limit it names. */
export type DraftError = { key: IssueKey; max: number };
export type DraftErrors = Partial<Record<DraftSection, DraftError>>;

const sections: Record<string, { section: DraftSection; count: number; length: number }> = {
  content_ideas: { section: "ideas", count: dailyContentLimits.ideas, length: dailyContentLimits.ideaLength },
  trending_hashtags: {
    section: "hashtags",
    count: dailyContentLimits.hashtags,
    length: dailyContentLimits.hashtagLength,
  },
  viral_music: { section: "music", count: dailyContentLimits.music, length: dailyContentLimits.musicFieldLength },
  optimal_timing: { section: "timing", count: 1, length: dailyContentLimits.timingLength },
  ...Object.fromEntries(
    captionLists.map((style) => [
      `captions.${style}`,
      {
        section: `captions.${style}` as const,
        count: dailyContentLimits.captionsPerStyle,
        length: dailyContentLimits.captionLength,
      },
    ]),
  ),
};

function isIssueKey(message: string): message is IssueKey {
  return (
    message === "tooMany" || message === "tooLong" || message === "hashtagSpaces" || message === "invalidCharacters"
  );
}

/**
 * Places each issue of a refused body (its path like `captions.fun.2`, its message a catalogue key)
 * under its section of the form; the first issue of a section wins. Unknown issues are left out.
 */
export function draftErrorsOf(issues: readonly ApiIssue[]): DraftErrors {
  const errors: DraftErrors = {};
  for (const issue of issues) {
    const [first = "", second = ""] = issue.path.split(".");
    const found = sections[first] ?? sections[`${first}.${second}`];
    if (!found || !isIssueKey(issue.message) || errors[found.section]) continue;
    errors[found.section] = { key: issue.message, max: issue.message === "tooMany" ? found.count : found.length };
  }
  return errors;
}
