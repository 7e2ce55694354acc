/** A run of one line; `start` is its offset in the whole text, unique, so it keys the rendered run. */
export type EmphasisSegment = { text: string; style: "plain" | "bold" | "italic"; start: number };
export type EmphasisLine = { start: number; segments: EmphasisSegment[] };

// 001 §9 "markdown style", as Telegram's bot messages write it: **bold** or *bold*, and _italic_, on one
// line. A marker touching a letter or digit outside it is text (2*3*4, {product_name}'s underscore).
const emphasisPattern = /(?<![\p{L}\p{N}_*])(?:\*\*([^*\n]+?)\*\*|\*([^*\n]+?)\*|_([^_\n]+?)_)(?![\p{L}\p{N}_*])/gu;

/** One line cut into plain, bold and italic runs; nothing in it is read as HTML. */
export function emphasisSegments(line: string, offset = 0): EmphasisSegment[] {
  const segments: EmphasisSegment[] = [];
  let plainStart = 0;
  const plain = (end: number) => {
    if (end > plainStart)
      segments.push({ text: line.slice(plainStart, end), style: "plain", start: offset + plainStart });
  };
  for (const match of line.matchAll(emphasisPattern)) {
    const [whole, doubleStars, singleStar, underscores] = match;
    plain(match.index);
    const bold = doubleStars ?? singleStar;
    const start = offset + match.index;
    segments.push(
      bold === undefined ? { text: underscores ?? "", style: "italic", start } : { text: bold, style: "bold", start },
    );
    plainStart = match.index + whole.length;
  }
  plain(line.length);
  return segments;
}

/** The text line by line, each cut into its runs. */
export function emphasisLines(text: string): EmphasisLine[] {
  let start = 0;
  return text.split("\n").map((line) => {
    const result = { start, segments: emphasisSegments(line, start) };
    start += line.length + 1;
    return result;
  });
}
