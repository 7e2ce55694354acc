import { and, eq } from "drizzle-orm";
import { whatsappConnections } from "../db/schema";
import { notFound } from "../errors";
import type { ServiceContext } from "../service-context";

/** One of the shop's WhatsApp numbers; another shop's is as good as missing (404). */
export async function connectionOfShop(
  ctx: Pick<ServiceContext, "db">,
  input: { sellerId: string; connectionId: string },
) {
  const [connection] = await ctx.db
    .select()
    .from(whatsappConnections)
    .where(and(eq(whatsappConnections.id, input.connectionId), eq(whatsappConnections.userId, input.sellerId)));
  if (!connection) throw notFound("WhatsApp number");
  return connection;
}
