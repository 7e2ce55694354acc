import type { templatesCatalog } from "./catalog";

type ValidationKey = keyof typeof templatesCatalog.en.templates.validation;
export type FormFieldName = "template_type" | "template_name" | "content";

const fieldNames: readonly string[] = ["template_type", "template_name", "content"] satisfies FormFieldName[];
const isFieldName = (path: string): path is FormFieldName => fieldNames.includes(path);

const requiredKeys: Record<FormFieldName, ValidationKey> = {
  template_type: "typeRequired",
  template_name: "nameRequired",
  content: "contentRequired",
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
