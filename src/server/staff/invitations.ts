import { createHash, randomBytes, randomUUID } from "node:crypto";
import { and, count, eq, gt, isNull } from "drizzle-orm";
import { type InvitationView, invitationDays, type StaffInvitation, type StaffInviteValues } from "../../shared/staff";
import { lockUntilCommit } from "../db/advisory-lock";
import { profiles, shopInvitations, shopMembers, user } from "../db/schema";
import { withTransaction } from "../db/transaction";
import { DomainError, fieldInvalid, notFound } from "../errors";
import { staffInvitationMail } from "../mail/templates";
import type { ServiceContext } from "../service-context";
import { ensureRoomInPlan } from "../subscription/service";
import { openInvitations, shopName } from "./members";

const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

/** Where the invitee opens their invitation. */
export const invitationUrl = (ctx: Pick<ServiceContext, "config">, token: string) =>
  `${ctx.config.appUrl}/invitations/${token}`;

const alreadyStaff = () => new DomainError("already_staff", 409, "This account already works in this shop.");
const notOpen = () => new DomainError("invitation_not_open", 409, "This invitation is no longer open.");
const otherAccount = () =>
  new DomainError("invitation_other_account", 403, "This invitation is for another e-mail address.");

/**
 * DESIGN 35: invites an address to work in the shop with a role. Members and open invitations share the plan's
 * staff allowance, counted under a per-shop lock so two invites at once cannot both take the last place; inviting
 * the same address again replaces its open invitation. The invitee gets an e-mail (the outbox without SMTP), and
 * the owner gets the link to pass on themselves.
 */
export async function inviteStaff(
  ctx: Pick<ServiceContext, "db" | "config" | "mailer">,
  input: { sellerId: string; actorId: string; values: StaffInviteValues; now: Date },
): Promise<StaffInvitation> {
  const { sellerId, values, now } = input;
  const token = randomBytes(24).toString("base64url");
  const expiresAt = new Date(now.getTime() + invitationDays * 24 * 60 * 60_000);
  const id = randomUUID();
  await withTransaction(ctx.db, async (tx) => {
    await lockUntilCommit(tx, `staff:${sellerId}`);
    const [owner] = await tx.select({ email: user.email }).from(user).where(eq(user.id, sellerId));
    if (owner?.email.toLowerCase() === values.email) throw fieldInvalid("email", "inviteSelf");
    const [member] = await tx
      .select({ userId: shopMembers.userId })
      .from(shopMembers)
      .innerJoin(user, eq(user.id, shopMembers.userId))
      .where(and(eq(shopMembers.shopId, sellerId), eq(user.email, values.email)));
    if (member) throw alreadyStaff();
    await tx
      .delete(shopInvitations)
      .where(
        and(
          eq(shopInvitations.shopId, sellerId),
          eq(shopInvitations.email, values.email),
          isNull(shopInvitations.acceptedAt),
        ),
      );
    const [members] = await tx.select({ n: count() }).from(shopMembers).where(eq(shopMembers.shopId, sellerId));
    const pending = await openInvitations({ db: tx }, { sellerId, now });
    await ensureRoomInPlan(
      { db: tx },
      { userId: sellerId, allowance: "staff", used: Number(members?.n ?? 0) + pending.length, now },
    );
    await tx.insert(shopInvitations).values({
      id,
      shopId: sellerId,
      email: values.email,
      role: values.role,
      tokenHash: tokenHash(token),
      invitedBy: input.actorId,
      expiresAt,
      createdAt: now,
    });
  });
  const url = invitationUrl(ctx, token);
  const [inviter] = await ctx.db
    .select({ name: user.name, language: profiles.preferredLanguage })
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .where(eq(user.id, input.actorId));
  const mail = staffInvitationMail({
    locale: inviter?.language === "en" ? "en" : "fa",
    inviter: inviter?.name ?? "",
    shop: await shopName(ctx, { shopId: sellerId }),
    role: values.role,
    days: invitationDays,
    url,
  });
  await ctx.mailer.send({ to: values.email, kind: "staff-invitation", ...mail });
  return { id, email: values.email, role: values.role, expires_at: expiresAt.toISOString(), url };
}

/** Withdraws an invitation not yet accepted; another shop's is 404. */
export async function withdrawInvitation(ctx: Pick<ServiceContext, "db">, input: { sellerId: string; id: string }) {
  const removed = await ctx.db
    .delete(shopInvitations)
    .where(
      and(
        eq(shopInvitations.id, input.id),
        eq(shopInvitations.shopId, input.sellerId),
        isNull(shopInvitations.acceptedAt),
      ),
    )
    .returning({ id: shopInvitations.id });
  if (removed.length === 0) throw notFound("Invitation");
}

async function invitationByToken(ctx: Pick<ServiceContext, "db">, token: string) {
  const [row] = await ctx.db
    .select()
    .from(shopInvitations)
    .where(eq(shopInvitations.tokenHash, tokenHash(token)));
  return row;
}

/** What the invitation page shows: whose shop, which role, for which address, and whether it is still open. */
export async function viewInvitation(
  ctx: Pick<ServiceContext, "db">,
  input: { token: string; now: Date },
): Promise<InvitationView> {
  const row = await invitationByToken(ctx, input.token);
  if (!row) throw notFound("Invitation");
  const [inviter] = row.invitedBy
    ? await ctx.db.select({ name: user.name }).from(user).where(eq(user.id, row.invitedBy))
    : [];
  return {
    shop_name: await shopName(ctx, { shopId: row.shopId }),
    inviter_name: inviter?.name ?? "",
    email: row.email,
    role: row.role,
    state: row.acceptedAt ? "accepted" : row.expiresAt > input.now ? "open" : "expired",
  };
}

/**
 * The invitee accepts with the account of the invited address: the invitation is taken in one conditional update
 * (open, not expired), so it makes one member however often it is pressed.
 */
export async function acceptInvitation(
  ctx: Pick<ServiceContext, "db">,
  input: { token: string; userId: string; email: string; now: Date },
): Promise<{ shopId: string }> {
  const row = await invitationByToken(ctx, input.token);
  if (!row) throw notFound("Invitation");
  if (row.email !== input.email.toLowerCase()) throw otherAccount();
  if (row.shopId === input.userId) throw alreadyStaff();
  return withTransaction(ctx.db, async (tx) => {
    const [taken] = await tx
      .update(shopInvitations)
      .set({ acceptedAt: input.now, acceptedBy: input.userId })
      .where(
        and(
          eq(shopInvitations.id, row.id),
          isNull(shopInvitations.acceptedAt),
          gt(shopInvitations.expiresAt, input.now),
        ),
      )
      .returning();
    if (!taken) throw notOpen();
    const added = await tx
      .insert(shopMembers)
      .values({
        shopId: taken.shopId,
        userId: input.userId,
        role: taken.role,
        invitedBy: taken.invitedBy,
        createdAt: input.now,
      })
      .onConflictDoNothing()
      .returning({ userId: shopMembers.userId });
    if (added.length === 0) throw alreadyStaff();
    return { shopId: taken.shopId };
  });
}
