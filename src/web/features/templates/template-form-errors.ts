import type { templatesCatalog } from "./catalog";

type ValidationKey = keyof typeof templatesCatalog.en.templates.validation;
export type FormFieldName = "template_type" | "template_name" | "content" | "discount_code_id";

const formFields = ["template_type", "template_name", "content", "discount_code_id"] as const satisfies FormFieldName[];
const fieldNames: readonly string[] = formFields;
const isFieldName = (path: string): path is FormFieldName => fieldNames.includes(path);

const requiredKeys: Record<FormFieldName, ValidationKey> = {
  template_type: "typeRequired",
  template_name: "nameRequired",
  content: "contentRequired",
  discount_code_id: "discountCodeUnknown",
};
const validationKeys: readonly string[] = [
  ...Object.values(requiredKeys),
  "nameTooLong",
  "nameOneLine",
  "contentTooLong",
  "invalidCharacters",
] satisfies ValidationKey[];
const isValidationKey = (message: string): message is ValidationKey => validationKeys.includes(message);

/** The catalogue key of a schema message; one the catalogue lacks reads as the field's "required". */
export function validationKey(field: FormFieldName, message: string): `templates.validation.${ValidationKey}` {
  return `templates.validation.${isValidationKey(message) ? message : requiredKeys[field]}`;
}

/** The server's 400 issues that name a field of the form, to show beside it. */
export function fieldIssues(issues: { path: string; message: string }[]) {
  return issues.flatMap(({ path, message }) => (isFieldName(path) ? [{ field: path, message }] : []));
}

/** A refused submit's first wrong field in the form's order, with its catalogue key, for the toast. */
export function firstWrongField(errors: Partial<Record<FormFieldName, { message?: string }>>) {
  for (const field of formFields) {
    const message = errors[field]?.message;
    if (message !== undefined) return validationKey(field, message);
  }
  return undefined;
}
