import Papa from "papaparse";

/** Excel reads a CSV as UTF-8 only when it starts with a byte order mark; without it Persian is garbled. */
const byteOrderMark = "\uFEFF";

/**
 * OWASP's CSV injection: a spreadsheet runs a text cell that starts with = + - @, a tab or a carriage return, so
 * papaparse puts a ' before it. Its own `escapeFormulae: true` misses a cell with a line break in it, hence this.
 */
const formulaStart = /^[=+\-@\t\r]/;

/** A number stays a number (a refund's -7500000 sums in a spreadsheet); only text can be a formula. */
export type CsvCell = string | number;

/** Every CSV a user downloads from the app: the header row, then the rows, safe to open in a spreadsheet. */
export function spreadsheetCsv(headers: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const csv = Papa.unparse(
    { fields: [...headers], data: rows.map((row) => [...row]) },
    { escapeFormulae: formulaStart },
  );
  return `${byteOrderMark}${csv}`;
}
