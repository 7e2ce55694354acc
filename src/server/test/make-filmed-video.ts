const text = (value: string) => new TextEncoder().encode(value);

const joined = (parts: Uint8Array[]): Uint8Array => new Uint8Array(Buffer.concat(parts));

function box(type: string | number, ...parts: Uint8Array[]): Uint8Array {
  const body = joined(parts);
  const bytes = new Uint8Array(8 + body.length);
  const view = new DataView(bytes.buffer);
  view.setUint32(0, bytes.length);
  if (typeof type === "number") view.setUint32(4, type);
  else bytes.set(type === "©xyz" ? Uint8Array.of(0xa9, 0x78, 0x79, 0x7a) : text(type), 4);
  bytes.set(body, 8);
  return bytes;
}

const u32 = (...values: number[]) => {
  const bytes = new Uint8Array(4 * values.length);
  const view = new DataView(bytes.buffer);
  for (const [index, value] of values.entries()) view.setUint32(4 * index, value);
  return bytes;
};

/** `©xyz` as Android and QuickTime write it: a 16-bit length, a language, the ISO 6709 text. */
const xyz = (where: string) => box("©xyz", Uint8Array.of(0, where.length, 0x15, 0xc7), text(where));
const key = (name: string) => joined([u32(8 + name.length), text("mdta"), text(name)]);
const item = (index: number, value: string) => box(index, box("data", u32(1, 0), text(value)));

/**
 * The start of an MP4 a phone filmed at `where` (ISO 6709, e.g. "+35.6892+051.3890/"): the position in
 * `moov/udta/©xyz` and `trak/udta/©xyz` (Android), and as an iPhone's `com.apple.quicktime.location.ISO6709`
 * key in `moov/meta`, beside a make ("Apple") that is no location.
 */
export function makeFilmedVideo(where: string): Uint8Array {
  const meta = box(
    "meta",
    box("hdlr", u32(0, 0), text("mdta"), new Uint8Array(13)),
    box("keys", u32(0, 2), key("com.apple.quicktime.make"), key("com.apple.quicktime.location.ISO6709")),
    box("ilst", item(1, "Apple"), item(2, where)),
  );
  const moov = box(
    "moov",
    box("mvhd", new Uint8Array(100)),
    box("trak", box("udta", xyz(where))),
    box("udta", xyz(where)),
    meta,
  );
  return joined([
    box("ftyp", text("isom"), u32(0x200), text("isommp41")),
    box("mdat", new Uint8Array(64).fill(7)),
    moov,
  ]);
}
