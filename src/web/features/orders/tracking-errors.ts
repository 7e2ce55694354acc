import type { trackingCatalog } from "./tracking-catalog";

type ValidationKey = keyof typeof trackingCatalog.en.tracking.validation;

const fallbackKeys: Record<"carrier" | "tracking_code", ValidationKey> = {
  carrier: "carrierRequired",
  tracking_code: "codeRequired",
};
const validationKeys: readonly string[] = [
  "carrierRequired",
  "codeRequired",
  "codeTooLong",
  "iranPostCodeInvalid",
  "onlyWhenShipped",
  "invalidCharacters",
] satisfies ValidationKey[];
const isValidationKey = (message: string): message is ValidationKey => validationKeys.includes(message);

/** The catalogue key of a schema or server message on a ship dialog field; one it lacks reads as the field's "required". */
export function trackingErrorKey(
  field: "carrier" | "tracking_code",
  message: string,
): `tracking.validation.${ValidationKey}` {
  return `tracking.validation.${isValidationKey(message) ? message : fallbackKeys[field]}`;
}
