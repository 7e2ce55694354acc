import { socialProfileSchema } from "@shared/social";
import { z } from "zod";

/** 001 §7: what the /auth/callback popup posts to the window that opened it. */
const oauthMessageSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("OAUTH_SUCCESS"), profile: socialProfileSchema }),
  z.object({ type: z.literal("OAUTH_ERROR"), error: z.string() }),
]);
export type OauthMessage = z.infer<typeof oauthMessageSchema>;

/** The popup's report, or null for any message from another origin (SOC-10) or of another shape. */
export function readOauthMessage(event: { origin: string; data: unknown }, ownOrigin: string): OauthMessage | null {
  if (event.origin !== ownOrigin) return null;
  const message = oauthMessageSchema.safeParse(event.data);
  return message.success ? message.data : null;
}

/** SOC-08..SOC-10: the report goes to the opener on this origin only, never to `*`. */
export function postToOpener(opener: Pick<Window, "postMessage">, message: OauthMessage, ownOrigin: string): void {
  opener.postMessage(message, ownOrigin);
}

type Opener = Pick<Window, "postMessage">;

/**
 * The window that opened this popup, while it is still open, else null. `window.opener` is typed `any`
 * and is another window's proxy (instanceof Window fails across windows), so its shape is checked here.
 */
export function openerOf(popup: { opener: unknown }): Opener | null {
  const opener = popup.opener;
  if (typeof opener !== "object" || opener === null) return null;
  if (!("postMessage" in opener) || typeof opener.postMessage !== "function") return null;
  if ("closed" in opener && opener.closed === true) return null;
  return opener as Opener;
}
