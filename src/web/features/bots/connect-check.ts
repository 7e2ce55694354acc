import { type ConnectBotInput, connectBotSchema } from "@shared/bots";
import type { botsCatalog } from "./catalog";

type ValidationKey = Exclude<keyof (typeof botsCatalog.fa)["bots"]["validation"], "title">;

export type ConnectCheck =
  | { ok: true; input: ConnectBotInput }
  | { ok: false; kind: "empty" }
  | { ok: false; kind: "invalid"; message: ValidationKey };

const validationKeys: readonly string[] = [
  "fillAllFields",
  "tokenRequired",
  "tokenFormat",
  "usernameFormat",
  "invalidCharacters",
];

function isValidationKey(key: string): key is ValidationKey {
  return validationKeys.includes(key);
}

/**
 * 001 §5 in its order: both fields filled ("please fill all fields"), then the schema, whose first
 * message the validation toast shows (a token of spaces passes the first check, then is "required").
 */
export function checkConnect(values: ConnectBotInput): ConnectCheck {
  if (values.bot_username === "" || values.bot_token === "") return { ok: false, kind: "empty" };
  const parsed = connectBotSchema.safeParse(values);
  if (parsed.success) return { ok: true, input: parsed.data };
  const first = parsed.error.issues[0]?.message ?? "";
  return { ok: false, kind: "invalid", message: isValidationKey(first) ? first : "usernameFormat" };
}
