import { and, desc, eq } from "drizzle-orm";
import { fillTemplate, type TemplateType } from "../../shared/templates";
import type { Database } from "../db/client";
import { discountCodes, messageTemplates } from "../db/schema";

/** The seller's active template of a type, the newest first (DESIGN 24); undefined when there is none. */
export async function activeTemplate(db: Database, sellerId: string, type: TemplateType): Promise<string | undefined> {
  const [template] = await db
    .select({ content: messageTemplates.content })
    .from(messageTemplates)
    .where(
      and(
        eq(messageTemplates.userId, sellerId),
        eq(messageTemplates.templateType, type),
        eq(messageTemplates.isActive, true),
      ),
    )
    .orderBy(desc(messageTemplates.updatedAt))
    .limit(1);
  return template?.content;
}

/**
 * Issue 36: what the bot answers a buyer asking about a discount: the seller's active discount template with
 * `{code}` filled by the code it names. Undefined when there is no such template, or when its `{code}` names a
 * code that cannot be used now (switched off, not started, ended), so no dead code is handed out.
 */
export async function discountAnswer(db: Database, sellerId: string, now: Date): Promise<string | undefined> {
  const [template] = await db
    .select({
      content: messageTemplates.content,
      code: discountCodes.code,
      active: discountCodes.isActive,
      startsAt: discountCodes.startsAt,
      endsAt: discountCodes.endsAt,
    })
    .from(messageTemplates)
    .leftJoin(discountCodes, eq(discountCodes.id, messageTemplates.discountCodeId))
    .where(
      and(
        eq(messageTemplates.userId, sellerId),
        eq(messageTemplates.templateType, "discount"),
        eq(messageTemplates.isActive, true),
      ),
    )
    .orderBy(desc(messageTemplates.updatedAt))
    .limit(1);
  if (!template) return undefined;
  const usable =
    template.code !== null &&
    template.active === true &&
    (template.startsAt === null || template.startsAt <= now) &&
    (template.endsAt === null || template.endsAt > now);
  if (!usable && template.content.includes("{code}")) return undefined;
  return fillTemplate(template.content, usable && template.code ? { code: template.code } : {});
}
