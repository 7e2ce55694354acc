import { and, count, desc, eq } from "drizzle-orm";
import {
  type AddBankCardValues,
  type BankCard,
  type BankCardList,
  bankCardsPerSeller,
  bankOfCardNumber,
} from "../../shared/bank-cards";
import { lockUntilCommit } from "../db/advisory-lock";
import { sellerBankCards } from "../db/schema";
import { type Transaction, withTransaction } from "../db/transaction";
import { DomainError, notFound } from "../errors";
import { maskSecret } from "../secrets/mask-secret";
import type { ServiceContext } from "../service-context";

type CardContext = Pick<ServiceContext, "db" | "secrets">;
type CardRow = typeof sellerBankCards.$inferSelect;

function toBankCard(ctx: CardContext, row: CardRow): BankCard {
  const masked = row.sealedCardNumber
    ? maskSecret("card-number", ctx.secrets.open("card-number", row.sealedCardNumber))
    : `•••• ${row.cardLastFour}`;
  return {
    id: row.id,
    card_last_four: row.cardLastFour,
    card_holder_name: row.cardHolderName,
    bank_name: row.bankName,
    masked,
    has_full_number: row.sealedCardNumber !== null,
    is_default: row.isDefault,
    created_at: row.createdAt.toISOString(),
  };
}

/** Another seller's card, and a deleted one, answer exactly like a missing one (SET-32). */
const cardNotFound = () => notFound("Card");
const activeOf = (userId: string) => and(eq(sellerBankCards.userId, userId), eq(sellerBankCards.isActive, true));
const ownedActive = (userId: string, id: string) => and(activeOf(userId), eq(sellerBankCards.id, id));

// A seller's card writes run one at a time on every instance, so two first cards added at once cannot
// both see "no default yet" (the partial unique index would refuse the second with a 500).
async function lockSellerCards(tx: Transaction, userId: string) {
  await lockUntilCommit(tx, `bank-cards:${userId}`);
}

/** 001 §7: the seller's active cards, the default first, then the newest. */
export async function listBankCards(ctx: CardContext, input: { userId: string }): Promise<BankCardList> {
  const rows = await ctx.db
    .select()
    .from(sellerBankCards)
    .where(activeOf(input.userId))
    .orderBy(desc(sellerBankCards.isDefault), desc(sellerBankCards.createdAt), desc(sellerBankCards.id));
  return { items: rows.map((row) => toBankCard(ctx, row)) };
}

/** 001 §4: the first card becomes the default. DESIGN 23: a full number is sealed, its bank filled in. */
export async function addBankCard(
  ctx: CardContext,
  input: { userId: string; values: AddBankCardValues; now: Date },
): Promise<BankCard> {
  const { userId, values, now } = input;
  const cardNumber = values.card_number || null;
  const bankName = values.bank_name || (cardNumber ? bankOfCardNumber(cardNumber) : null);
  const sealedCardNumber = cardNumber ? ctx.secrets.seal("card-number", cardNumber) : null;
  const row = await withTransaction(ctx.db, async (tx) => {
    await lockSellerCards(tx, userId);
    const [active] = await tx.select({ count: count() }).from(sellerBankCards).where(activeOf(userId));
    const held = active?.count ?? 0;
    if (held >= bankCardsPerSeller) {
      throw new DomainError("bank_card_limit_reached", 409, `At most ${bankCardsPerSeller} cards per seller.`, {
        params: { limit: bankCardsPerSeller },
      });
    }
    const [inserted] = await tx
      .insert(sellerBankCards)
      .values({
        id: crypto.randomUUID(),
        userId,
        cardLastFour: values.card_last_four || (cardNumber ?? "").slice(-4),
        cardHolderName: values.card_holder_name,
        bankName,
        sealedCardNumber,
        isDefault: held === 0,
        createdAt: now,
      })
      .returning();
    return inserted;
  });
  if (!row) throw new Error("the inserted card was not returned");
  return toBankCard(ctx, row);
}

/** 001 §4: clear the seller's default, then set the chosen card, in one transaction: exactly one default. */
export async function setDefaultBankCard(ctx: CardContext, input: { userId: string; id: string }): Promise<BankCard> {
  const { userId, id } = input;
  const row = await withTransaction(ctx.db, async (tx) => {
    await lockSellerCards(tx, userId);
    const [chosen] = await tx.select({ id: sellerBankCards.id }).from(sellerBankCards).where(ownedActive(userId, id));
    if (!chosen) throw cardNotFound();
    await tx
      .update(sellerBankCards)
      .set({ isDefault: false })
      .where(and(eq(sellerBankCards.userId, userId), eq(sellerBankCards.isDefault, true)));
    const [updated] = await tx
      .update(sellerBankCards)
      .set({ isDefault: true })
      .where(ownedActive(userId, id))
      .returning();
    return updated;
  });
  if (!row) throw cardNotFound();
  return toBankCard(ctx, row);
}

/**
 * 001 §4: a soft delete, the record kept inactive. When it was the default, the newest remaining card
 * takes its place, so a seller with cards always has one default.
 */
export async function deleteBankCard(ctx: CardContext, input: { userId: string; id: string }): Promise<void> {
  const { userId, id } = input;
  await withTransaction(ctx.db, async (tx) => {
    await lockSellerCards(tx, userId);
    const [deleted] = await tx
      .update(sellerBankCards)
      .set({ isActive: false, isDefault: false })
      .where(ownedActive(userId, id))
      .returning({ id: sellerBankCards.id });
    if (!deleted) throw cardNotFound();
    const [hasDefault] = await tx
      .select({ id: sellerBankCards.id })
      .from(sellerBankCards)
      .where(and(activeOf(userId), eq(sellerBankCards.isDefault, true)));
    if (hasDefault) return;
    const [newest] = await tx
      .select({ id: sellerBankCards.id })
      .from(sellerBankCards)
      .where(activeOf(userId))
      .orderBy(desc(sellerBankCards.createdAt), desc(sellerBankCards.id))
      .limit(1);
    if (newest) await tx.update(sellerBankCards).set({ isDefault: true }).where(eq(sellerBankCards.id, newest.id));
  });
}
