/** Deeper than any real update nests (a reply quoted inside a message inside a callback), with room to spare. */
const deepestUpdate = 64;

// JSON allows a NUL and a lone surrogate in a string; PostgreSQL's jsonb refuses both.
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const storableText = (text: string) => text.replaceAll("\0", "\ufffd").replace(loneSurrogate, "\ufffd");

/**
 * An update as the database can keep it: a NUL or a lone surrogate becomes U+FFFD, and an update nested
 * deeper than any real one is kept as its id alone (`whole` false). Either way it is stored and acknowledged:
 * a 500 would have the platform send it again and again, holding the bot's later updates behind it.
 */
export function storableUpdate(update: { update_id: number }): { payload: unknown; whole: boolean } {
  const payload = storable(update, 0);
  if (payload === tooDeep) return { payload: { update_id: update.update_id }, whole: false };
  return { payload, whole: true };
}

const tooDeep = Symbol("too deep");

function storable(value: unknown, depth: number): unknown {
  if (typeof value === "string") return storableText(value);
  if (typeof value !== "object" || value === null) return value;
  if (depth >= deepestUpdate) return tooDeep;
  if (Array.isArray(value)) {
    const items = value.map((item) => storable(item, depth + 1));
    return items.includes(tooDeep) ? tooDeep : items;
  }
  const fields = Object.entries(value).map(([key, field]) => [storableText(key), storable(field, depth + 1)] as const);
  return fields.some(([, field]) => field === tooDeep) ? tooDeep : Object.fromEntries(fields);
}
