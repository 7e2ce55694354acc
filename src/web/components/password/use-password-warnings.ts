import { useState } from "react";
import type { z } from "zod";
import { passwordWarnings } from "./password-rules";

/**
 * 000 §5: inline warnings while typing. Remembers which fields the user has typed in (a field they
 * emptied again still counts); after a submit attempt every field is checked.
 */
export function usePasswordWarnings<Field extends string>(
  schema: z.ZodType,
  values: Record<Field, string>,
  submitted: boolean,
) {
  const [typed, setTyped] = useState<ReadonlySet<Field>>(() => new Set());
  const markTyped = (field: Field) => setTyped((fields) => (fields.has(field) ? fields : new Set([...fields, field])));
  return { warnings: passwordWarnings(schema, values, submitted ? "all" : typed), markTyped };
}
