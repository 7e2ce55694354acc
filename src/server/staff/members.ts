import { and, asc, eq, gt, isNull } from "drizzle-orm";
import type { ShopRole, StaffList, StaffMember, StaffRole, WorkShop } from "../../shared/staff";
import { ownerChats, profiles, shopInvitations, shopMembers, user } from "../db/schema";
import { withTransaction } from "../db/transaction";
import { notFound } from "../errors";
import type { ServiceContext } from "../service-context";
import { allowanceOf } from "./staff-allowance";

/** The user's role in the shop of `shopId` (its owner's id): "owner" in their own, none where they do not work. */
export async function shopRoleOf(
  ctx: Pick<ServiceContext, "db">,
  input: { userId: string; shopId: string },
): Promise<ShopRole | null> {
  if (input.userId === input.shopId) return "owner";
  return staffRoleIn(ctx, input);
}

/** DESIGN 35: read on every request and bot action, so a removed member is refused at once on every instance. */
export async function staffRoleIn(
  ctx: Pick<ServiceContext, "db">,
  input: { userId: string; shopId: string },
): Promise<StaffRole | null> {
  const [member] = await ctx.db
    .select({ role: shopMembers.role })
    .from(shopMembers)
    .where(and(eq(shopMembers.shopId, input.shopId), eq(shopMembers.userId, input.userId)));
  return member?.role ?? null;
}

/** The shop's staff and open invitations, with the plan's allowance and how much of it they use. */
export async function listStaff(
  ctx: Pick<ServiceContext, "db">,
  input: { sellerId: string; now: Date },
): Promise<StaffList> {
  const members = await ctx.db
    .select({
      userId: shopMembers.userId,
      role: shopMembers.role,
      joinedAt: shopMembers.createdAt,
      name: user.name,
      email: user.email,
    })
    .from(shopMembers)
    .innerJoin(user, eq(user.id, shopMembers.userId))
    .where(eq(shopMembers.shopId, input.sellerId))
    .orderBy(asc(shopMembers.createdAt), asc(shopMembers.userId));
  const invitations = await openInvitations(ctx, input);
  return {
    members: members.map(
      (row): StaffMember => ({
        user_id: row.userId,
        name: row.name,
        email: row.email,
        role: row.role,
        joined_at: row.joinedAt.toISOString(),
      }),
    ),
    invitations: invitations.map((row) => ({
      id: row.id,
      email: row.email,
      role: row.role,
      expires_at: row.expiresAt.toISOString(),
    })),
    allowance: await allowanceOf(ctx, { sellerId: input.sellerId, now: input.now }),
    used: members.length + invitations.length,
  };
}

/** Invitations not accepted and not yet expired: each holds a place of the allowance until then. */
export const openInvitations = (ctx: Pick<ServiceContext, "db">, input: { sellerId: string; now: Date }) =>
  ctx.db
    .select()
    .from(shopInvitations)
    .where(
      and(
        eq(shopInvitations.shopId, input.sellerId),
        isNull(shopInvitations.acceptedAt),
        gt(shopInvitations.expiresAt, input.now),
      ),
    )
    .orderBy(asc(shopInvitations.createdAt), asc(shopInvitations.id));

/** Another role for a member, from their next request on; their open pages read what the new role reads. */
export async function changeStaffRole(
  ctx: Pick<ServiceContext, "db" | "events">,
  input: { sellerId: string; userId: string; role: StaffRole },
): Promise<void> {
  const changed = await ctx.db
    .update(shopMembers)
    .set({ role: input.role })
    .where(and(eq(shopMembers.shopId, input.sellerId), eq(shopMembers.userId, input.userId)))
    .returning({ userId: shopMembers.userId });
  if (changed.length === 0) throw notFound("Staff member");
  await ctx.events.publish({ type: "staff-changed", shopId: input.sellerId, userId: input.userId });
}

/**
 * Ends a member's work in the shop at once: the row every request reads goes, their chats in the shop's bots stop
 * getting alerts (and their buttons say why), and their open pages are told (`staff-changed` on the bus).
 */
export async function removeStaff(
  ctx: Pick<ServiceContext, "db" | "events">,
  input: { sellerId: string; userId: string; now: Date },
): Promise<void> {
  await withTransaction(ctx.db, async (tx) => {
    const removed = await tx
      .delete(shopMembers)
      .where(and(eq(shopMembers.shopId, input.sellerId), eq(shopMembers.userId, input.userId)))
      .returning({ userId: shopMembers.userId });
    if (removed.length === 0) throw notFound("Staff member");
    await tx
      .update(ownerChats)
      .set({ endedAt: input.now })
      .where(
        and(eq(ownerChats.sellerId, input.sellerId), eq(ownerChats.userId, input.userId), isNull(ownerChats.endedAt)),
      );
  });
  await ctx.events.publish({ type: "staff-changed", shopId: input.sellerId, userId: input.userId });
}

/** A member leaving a shop themselves: the same ending as being removed. */
export const leaveShop = (
  ctx: Pick<ServiceContext, "db" | "events">,
  input: { userId: string; shopId: string; now: Date },
) => removeStaff(ctx, { sellerId: input.shopId, userId: input.userId, now: input.now });

/** The shops the user may work in: their own first, then each whose staff they are, by when they joined. */
export async function workShops(ctx: Pick<ServiceContext, "db">, input: { userId: string }): Promise<WorkShop[]> {
  const rows = await ctx.db
    .select({ shopId: shopMembers.shopId, role: shopMembers.role, fullName: profiles.fullName, name: user.name })
    .from(shopMembers)
    .innerJoin(user, eq(user.id, shopMembers.shopId))
    .leftJoin(profiles, eq(profiles.userId, shopMembers.shopId))
    .where(eq(shopMembers.userId, input.userId))
    .orderBy(asc(shopMembers.createdAt), asc(shopMembers.shopId));
  const [own] = await ctx.db
    .select({ fullName: profiles.fullName, name: user.name })
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .where(eq(user.id, input.userId));
  return [
    { shop_id: input.userId, name: shopNameOf(own ?? { fullName: null, name: "" }), role: "owner" },
    ...rows.map((row): WorkShop => ({ shop_id: row.shopId, name: shopNameOf(row), role: row.role })),
  ];
}

/** A shop is named by its owner: the profile's full name, or the account's name. */
export const shopNameOf = (owner: { fullName: string | null; name: string }) => owner.fullName?.trim() || owner.name;

/** The shop's name as staff and invitees see it. */
export async function shopName(ctx: Pick<ServiceContext, "db">, input: { shopId: string }): Promise<string> {
  const [owner] = await ctx.db
    .select({ fullName: profiles.fullName, name: user.name })
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .where(eq(user.id, input.shopId));
  return owner ? shopNameOf(owner) : "";
}
