import { maxCvBytes } from "@shared/careers";

const pdfSignature = "%PDF";

/**
 * The server's CV rule, checked before sending: at most 5 MB, and a PDF by its first bytes (not its name),
 * so a picture renamed .pdf is refused here already. The server judges the bytes again.
 */
export async function cvProblem(file: File): Promise<"cvTooLarge" | "cvNotPdf" | null> {
  if (file.size > maxCvBytes) return "cvTooLarge";
  const start = new Uint8Array(await file.slice(0, pdfSignature.length).arrayBuffer());
  return new TextDecoder().decode(start) === pdfSignature ? null : "cvNotPdf";
}
