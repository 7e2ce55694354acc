import {
  maxProductMediaBytes,
  type ProductMediaKind,
  productMediaAccept,
  productMediaExtensions,
  productMediaLimits,
} from "@shared/products";

export type MediaRefusal = "wrongType" | "tooLarge" | "limit";

function hasAcceptedType(file: File, kind: ProductMediaKind): boolean {
  if (productMediaAccept[kind].includes(file.type)) return true;
  const extension = file.name.split(".").pop()?.toLowerCase() ?? "";
  return file.type === "" && productMediaExtensions[kind].includes(extension);
}

/**
 * 001 §5 before anything is sent: the kind by its type, at most 50MB, and the existing files plus the
 * new ones within the limit (10 images, 2 videos). The server judges the bytes again.
 */
export function checkMediaFiles(
  files: File[],
  kind: ProductMediaKind,
  existing: number,
): { accepted: File[]; refusal: MediaRefusal | null } {
  if (existing + files.length > productMediaLimits[kind]) return { accepted: [], refusal: "limit" };
  const accepted = files.filter((file) => hasAcceptedType(file, kind) && file.size <= maxProductMediaBytes);
  if (accepted.length === files.length) return { accepted, refusal: null };
  const wrongType = files.some((file) => !hasAcceptedType(file, kind));
  return { accepted, refusal: wrongType ? "wrongType" : "tooLarge" };
}
