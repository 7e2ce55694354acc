import type { AdminUser } from "@shared/admin";
import { describe, expect, it } from "vitest";
import { userActionsFor } from "./user-actions";

const someone: Pick<AdminUser, "id" | "is_admin" | "blocked"> = { id: "u1", is_admin: false, blocked: null };
const blocked = { reason: "spam", at: "2025-01-01T00:00:00.000Z" };

describe("the actions of a user's row", () => {
  it("ADM-14: every row can be viewed; a user can be blocked and made an admin", () => {
    expect(userActionsFor(someone, "me")).toEqual(["view", "block", "grantAdmin"]);
  });

  it("a blocked user is offered unblock instead of block", () => {
    expect(userActionsFor({ ...someone, blocked }, "me")).toEqual(["view", "unblock", "grantAdmin"]);
  });

  it("another admin can lose the role", () => {
    expect(userActionsFor({ ...someone, is_admin: true }, "me")).toEqual(["view", "block", "revokeAdmin"]);
  });

  it("the signed-in admin's own row has neither block nor remove admin", () => {
    expect(userActionsFor({ id: "me", is_admin: true, blocked: null }, "me")).toEqual(["view"]);
  });
});
