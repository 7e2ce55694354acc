/** The admin forms' messages: the shared schemas name these keys (`admin.validation.*`). */
export const adminValidationKeys = [
  "reasonRequired",
  "tooLong",
  "nameRequired",
  "phoneInvalid",
  "invalidCharacters",
] as const;
export type AdminValidationKey = (typeof adminValidationKeys)[number];

/**
 * The catalogue key of a field's message from the schema or the server's issue; a message the catalogue does
 * not know (a library's own wording) reads as the field's usual one.
 */
export function adminValidationKey(
  message: string,
  fallback: AdminValidationKey,
): `admin.validation.${AdminValidationKey}` {
  const known = adminValidationKeys.find((key) => key === message);
  return `admin.validation.${known ?? fallback}`;
}
