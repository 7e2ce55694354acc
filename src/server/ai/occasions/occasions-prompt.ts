import { upcomingOccasions } from "./calendar";

/** A hosted model is told the occasions of the coming month, so "what's coming up?" gets real dates. */
const promptDays = 30;

/** The system prompt's line on Iranian occasions now and in the coming month, or null when there are none. */
export function occasionsPromptLine(now: Date): string | null {
  const coming = upcomingOccasions(now, promptDays);
  if (coming.length === 0) return null;
  const listed = coming.map(({ occasion, date, daysAway }) => {
    const when = daysAway < 0 ? "under way" : daysAway === 0 ? "today" : `in ${daysAway} days`;
    return `${occasion.en.name} / ${occasion.fa.name} (${date}, ${when}, ${occasion.mood})`;
  });
  return [
    `Iranian occasions now and in the next ${promptDays} days (Tehran dates; lunar ones may differ by a day from`,
    `Iran's official calendar): ${listed.join("; ")}. On a mournful occasion write respectfully: no jokes, no`,
    "sales, no party emoji. In Ramadan keep a calm tone.",
  ].join(" ");
}
