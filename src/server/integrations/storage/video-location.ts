/**
 * Issue 34: a phone's video carries where it was filmed, as `©xyz` (Android, QuickTime) in `moov/udta` or
 * `trak/udta`, or as Apple's `com.apple.quicktime.location.*` keys in `moov/meta`. There is no ffmpeg
 * here, so those boxes are turned into `free` boxes of the same size with their bytes zeroed: nothing moves,
 * so every chunk offset stays right and the video plays as before. Anything malformed is left as it came.
 */

const containers = new Set(["moov", "trak", "udta", "meta"]);
const textDecoder = new TextDecoder("latin1");

interface Box {
  type: string;
  start: number;
  /** Where its contents begin, after the size, type and any 64-bit size. */
  body: number;
  end: number;
}

function boxesIn(bytes: Uint8Array, view: DataView, start: number, end: number): Box[] {
  const boxes: Box[] = [];
  let at = start;
  while (at + 8 <= end) {
    let size = view.getUint32(at);
    let body = at + 8;
    if (size === 1) {
      if (at + 16 > end) break;
      size = Number(view.getBigUint64(at + 8));
      body = at + 16;
    } else if (size === 0) size = end - at;
    if (size < body - at || at + size > end) break;
    boxes.push({ type: textDecoder.decode(bytes.subarray(at + 4, at + 8)), start: at, body, end: at + size });
    at += size;
  }
  return boxes;
}

/** A QuickTime `meta` holds its boxes at once; an ISO one has 4 bytes of version and flags first. */
function childrenStart(bytes: Uint8Array, box: Box): number {
  if (box.type !== "meta") return box.body;
  return textDecoder.decode(bytes.subarray(box.body + 4, box.body + 8)) === "hdlr" ? box.body : box.body + 4;
}

/** The 1-based indexes of Apple's location keys in a `keys` box: the `ilst` items that hold them. */
function locationKeyIndexes(bytes: Uint8Array, view: DataView, keys: Box): Set<number> {
  const indexes = new Set<number>();
  if (keys.body + 8 > keys.end) return indexes;
  const count = view.getUint32(keys.body + 4);
  let at = keys.body + 8;
  for (let index = 1; index <= count && at + 8 <= keys.end; index += 1) {
    const size = view.getUint32(at);
    if (size < 8 || at + size > keys.end) break;
    if (textDecoder.decode(bytes.subarray(at + 8, at + size)).startsWith("com.apple.quicktime.location")) {
      indexes.add(index);
    }
    at += size;
  }
  return indexes;
}

function locationBoxes(bytes: Uint8Array, view: DataView, start: number, end: number): Box[] {
  const boxes = boxesIn(bytes, view, start, end);
  const found = boxes.filter((box) => box.type === "©xyz");
  const keys = boxes.find((box) => box.type === "keys");
  const items = boxes.find((box) => box.type === "ilst");
  if (keys && items) {
    const indexes = locationKeyIndexes(bytes, view, keys);
    found.push(
      ...boxesIn(bytes, view, items.body, items.end).filter((item) => indexes.has(view.getUint32(item.start + 4))),
    );
  }
  for (const box of boxes) {
    if (containers.has(box.type)) found.push(...locationBoxes(bytes, view, childrenStart(bytes, box), box.end));
  }
  return found;
}

/** The video's bytes with every location box blanked; the same bytes when it has none. */
export function withoutVideoLocation(bytes: Uint8Array): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const found = locationBoxes(bytes, view, 0, bytes.byteLength);
  if (found.length === 0) return bytes;
  const copy = Uint8Array.from(bytes);
  for (const box of found) {
    copy.fill(0, box.start + 4, box.end);
    copy.set([0x66, 0x72, 0x65, 0x65], box.start + 4);
    if (box.body - box.start === 16) new DataView(copy.buffer).setBigUint64(box.start + 8, BigInt(box.end - box.start));
  }
  return copy;
}
