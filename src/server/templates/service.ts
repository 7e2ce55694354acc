import { and, count, desc, eq } from "drizzle-orm";
import {
  type MessageTemplate,
  type MessageTemplateList,
  type TemplateFormValues,
  type TemplateUpdateValues,
  templatesPerSeller,
} from "../../shared/templates";
import { lockUntilCommit } from "../db/advisory-lock";
import type { Database } from "../db/client";
import { discountCodes, messageTemplates } from "../db/schema";
import { withTransaction } from "../db/transaction";
import { DomainError, notFound } from "../errors";

type TemplateContext = { db: Database };
type TemplateRow = typeof messageTemplates.$inferSelect;

function toMessageTemplate(row: TemplateRow): MessageTemplate {
  return {
    id: row.id,
    template_type: row.templateType,
    template_name: row.templateName,
    content: row.content,
    discount_code_id: row.discountCodeId,
    is_active: row.isActive,
    created_at: row.createdAt.toISOString(),
  };
}

const templateLimitReached = () =>
  new DomainError("template_limit_reached", 409, `At most ${templatesPerSeller} templates per seller.`, {
    params: { limit: templatesPerSeller },
  });

/** Another seller's template answers exactly like a missing one (TPL-13). */
const templateNotFound = () => notFound("Template");
const owned = (userId: string, id: string) => and(eq(messageTemplates.userId, userId), eq(messageTemplates.id, id));

/** Issue 36: `{code}` names one of the seller's own codes; another seller's answers like a missing one. */
async function refuseOthersCode(db: Database, userId: string, codeId: string | null) {
  if (codeId === null) return;
  const [code] = await db
    .select({ id: discountCodes.id })
    .from(discountCodes)
    .where(and(eq(discountCodes.id, codeId), eq(discountCodes.sellerId, userId)));
  if (!code) throw notFound("Discount code");
}

/** 001 §7: the seller's templates, newest first. */
export async function listTemplates(ctx: TemplateContext, input: { userId: string }): Promise<MessageTemplateList> {
  const rows = await ctx.db
    .select()
    .from(messageTemplates)
    .where(eq(messageTemplates.userId, input.userId))
    .orderBy(desc(messageTemplates.createdAt), desc(messageTemplates.id));
  return { items: rows.map(toMessageTemplate) };
}

export async function createTemplate(
  ctx: TemplateContext,
  input: { userId: string; values: TemplateFormValues; now: Date },
): Promise<MessageTemplate> {
  const { userId, values, now } = input;
  // Counted under a per-seller lock, so two saves at once cannot both take the last place.
  const [row] = await withTransaction(ctx.db, async (tx) => {
    await refuseOthersCode(tx, userId, values.discount_code_id);
    await lockUntilCommit(tx, `templates:${userId}`);
    const [stored] = await tx
      .select({ count: count() })
      .from(messageTemplates)
      .where(eq(messageTemplates.userId, userId));
    if ((stored?.count ?? 0) >= templatesPerSeller) throw templateLimitReached();
    return tx
      .insert(messageTemplates)
      .values({
        id: crypto.randomUUID(),
        userId,
        templateType: values.template_type,
        templateName: values.template_name,
        content: values.content,
        discountCodeId: values.discount_code_id,
        isActive: values.is_active,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
  });
  if (!row) throw new Error("the inserted template was not returned");
  return toMessageTemplate(row);
}

export async function updateTemplate(
  ctx: TemplateContext,
  input: { userId: string; id: string; values: TemplateUpdateValues; now: Date },
): Promise<MessageTemplate> {
  const { userId, id, values, now } = input;
  await refuseOthersCode(ctx.db, userId, values.discount_code_id);
  const [row] = await ctx.db
    .update(messageTemplates)
    .set({
      templateType: values.template_type,
      templateName: values.template_name,
      content: values.content,
      discountCodeId: values.discount_code_id,
      ...(values.is_active === undefined ? {} : { isActive: values.is_active }),
      updatedAt: now,
    })
    .where(owned(userId, id))
    .returning();
  if (!row) throw templateNotFound();
  return toMessageTemplate(row);
}

/** 001 §4: the active flag toggles; the bot falls back to its built-in text for an inactive one (DESIGN 24). */
export async function setTemplateActive(
  ctx: TemplateContext,
  input: { userId: string; id: string; isActive: boolean; now: Date },
): Promise<MessageTemplate> {
  const { userId, id, isActive, now } = input;
  const [row] = await ctx.db
    .update(messageTemplates)
    .set({ isActive, updatedAt: now })
    .where(owned(userId, id))
    .returning();
  if (!row) throw templateNotFound();
  return toMessageTemplate(row);
}

export async function deleteTemplate(ctx: TemplateContext, input: { userId: string; id: string }): Promise<void> {
  const deleted = await ctx.db
    .delete(messageTemplates)
    .where(owned(input.userId, input.id))
    .returning({ id: messageTemplates.id });
  if (deleted.length === 0) throw templateNotFound();
}
