import { customStyleLimits } from "@shared/custom-caption-style";

type Field = "name" | "base_style" | "length" | "emoji" | "opening" | "signature";
const known = ["nameRequired", "tooLong", "oneLine", "invalidCharacters"] as const;
type ErrorKey = (typeof known)[number] | "invalid";

/**
 * A refused field's message (the shared schema's, or the server's issue) as a catalogue key
 * (`dailyContent.customStyle.errors.*`) and the limit it names; an unknown message (a bad choice) is "invalid".
 */
export function customStyleError(field: Field, message: string): { key: ErrorKey; max: number } {
  const key = known.find((candidate) => candidate === message) ?? "invalid";
  return { key, max: field === "name" ? customStyleLimits.name : customStyleLimits.line };
}
