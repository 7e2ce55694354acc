/** Letters and digits a seller reads back without doubt: no 0/O, 1/I/L. */
const readable = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
const length = 5;

/**
 * Issue 35: a new product's code is made for the seller (PROD-10's Latin letters and digits), editable before
 * the first save. 31^5 codes make a clash in one shop rare; the server still refuses one (PROD-06).
 */
type FillRandom = (values: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer>;

export function suggestProductCode(random: FillRandom = (values) => crypto.getRandomValues(values)): string {
  const bytes = random(new Uint8Array(length));
  return `P${Array.from(bytes, (byte) => readable[byte % readable.length]).join("")}`;
}
