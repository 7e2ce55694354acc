import { and, desc, eq } from "drizzle-orm";
import type { TemplateType } from "../../shared/templates";
import type { Database } from "../db/client";
import { messageTemplates } from "../db/schema";

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
