import { splitLatinRuns } from "./latin-runs";

/** A sentence whose Latin words (Meta's menu names) keep their own order inside Persian text. */
export function LatinText({ text }: { text: string }) {
  return splitLatinRuns(text).map((part, index) =>
    index % 2 === 1 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed sentence never move
      <bdi key={index} dir="ltr">
        {part}
      </bdi>
    ) : (
      part
    ),
  );
}
