/** The screens of /auth: the two tabs, or one step of recovering a password. */
export type AuthView =
  | { kind: "tabs"; tab: "signin" | "signup" }
  | { kind: "forgotPassword" }
  | { kind: "resetPassword"; token: string }
  | { kind: "resetLinkInvalid" };

/** The screens a page can send the user to (a reset token only ever comes from the e-mail). */
export type AuthScreen = "signin" | "signup" | "forgot-password" | "reset-link-invalid";

/** Which screen the address asks for; the reset e-mail's link brings `token` or `error=INVALID_TOKEN` (000 §7). */
export function authViewOf(params: URLSearchParams): AuthView {
  const token = params.get("token");
  if (token) return { kind: "resetPassword", token };
  if (params.get("error") === "INVALID_TOKEN") return { kind: "resetLinkInvalid" };
  const tab = params.get("tab");
  if (tab === "forgot-password") return { kind: "forgotPassword" };
  return { kind: "tabs", tab: tab === "signup" ? "signup" : "signin" };
}

/** The query of another screen, keeping where the user was heading (`redirect`). */
export function authScreenParams(params: URLSearchParams, screen: AuthScreen): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete("token");
  next.delete("error");
  next.delete("tab");
  if (screen === "reset-link-invalid") next.set("error", "INVALID_TOKEN");
  else next.set("tab", screen);
  return next;
}
