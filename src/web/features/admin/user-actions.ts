import type { AdminUser } from "@shared/admin";

export type UserAction = "view" | "block" | "unblock" | "grantAdmin" | "revokeAdmin";

/**
 * What an admin may do to a user, in the row's order. Their own row offers no block and no remove-admin:
 * the server refuses both (an admin cannot lock themself out), so the panel does not offer them.
 */
export function userActionsFor(user: Pick<AdminUser, "id" | "is_admin" | "blocked">, selfId: string): UserAction[] {
  const self = user.id === selfId;
  const actions: UserAction[] = ["view"];
  if (user.blocked) actions.push("unblock");
  else if (!self) actions.push("block");
  if (!user.is_admin) actions.push("grantAdmin");
  else if (!self) actions.push("revokeAdmin");
  return actions;
}
