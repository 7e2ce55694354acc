/**
 * A value of type T already written as JSON, by the database or by `composeJson` (issue 20, decision 024): a
 * list read this way is sent as the database wrote it, without parsing its rows into objects and writing them
 * out again. T is what the text parses to, so a route's typed answer stays checked.
 */
export class JsonText<T> {
  declare private readonly parsesTo: T;
  constructor(readonly text: string) {}

  /** A column the database wrote as JSON text, or `empty` when the read found nothing to write. */
  static of<T>(column: unknown, empty: "[]" | "null"): JsonText<T> {
    return new JsonText<T>(typeof column === "string" ? column : empty);
  }
}

/** An object whose members are values or JSON texts of them, written as one JSON text. */
export function composeJson<T extends object>(members: { [K in keyof T]: T[K] | JsonText<T[K]> }): JsonText<T> {
  const parts = Object.entries(members).map(
    ([key, value]) => `${JSON.stringify(key)}:${value instanceof JsonText ? value.text : JSON.stringify(value)}`,
  );
  return new JsonText(`{${parts.join(",")}}`);
}

/** The value itself, for a caller that works with it rather than sending it. */
export function parseJsonText<T>(json: JsonText<T>): T {
  return JSON.parse(json.text) as T;
}
