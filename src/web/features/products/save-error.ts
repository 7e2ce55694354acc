import { ApiError } from "@/lib/api-error";

/** The code a refused save names as another variant's or product's (409 `variant_code_taken`), or null. */
export function takenVariantCode(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.code !== "variant_code_taken") return null;
  const taken = error.params.code;
  return typeof taken === "string" ? taken : null;
}

/** A refusal told as a toast of its own, without "error adding product" before it: the seller can fix it here. */
export function isFixableRefusal(error: unknown): boolean {
  return error instanceof ApiError && (error.code === "product_code_taken" || error.code === "variant_code_taken");
}
