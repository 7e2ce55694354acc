let sequence = 0;

/** An id for something shown only in this tab (never sent to the server). */
export function nextLocalId(prefix = "local"): string {
  sequence += 1;
  return `${prefix}-${sequence}`;
}
