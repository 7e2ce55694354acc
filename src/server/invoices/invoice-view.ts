import { asc, desc, eq } from "drizzle-orm";
import type { InvoiceSize } from "../../shared/invoices";
import { itemName } from "../../shared/item-name";
import type { Locale } from "../../shared/locales";
import { type OrderTracking, orderTracking } from "../../shared/tracking";
import { orderItems, type orders, profiles, sellerBots, user } from "../db/schema";
import type { ServiceContext } from "../service-context";

type OrderRow = typeof orders.$inferSelect;

export interface InvoiceLine {
  name: string;
  code: string;
  unitPrice: number;
  quantity: number;
  lineTotal: number;
}

/** Everything the invoice page shows, read once from the order and its shop. */
export interface InvoiceView {
  locale: Locale;
  size: InvoiceSize;
  shop: { name: string; logo: string | null };
  number: number;
  placedAt: Date;
  cancelled: boolean;
  buyer: {
    name: string;
    phone: string;
    province: string | null;
    city: string | null;
    postalCode: string | null;
    address: string | null;
  };
  lines: InvoiceLine[];
  subtotal: number;
  discount: number;
  discountCode: string | null;
  shipping: number;
  shippingMethod: string | null;
  total: number;
  paymentMethod: OrderRow["paymentMethod"];
  paymentStatus: OrderRow["paymentStatus"];
  tracking: OrderTracking | null;
  /** Shown to the seller only: the address to give the buyer. */
  buyerLink?: string;
}

/** An avatar is stored re-encoded at 512 px, a few KB; anything far larger is not written into a page. */
const maxLogoBytes = 256 * 1024;

/**
 * The shop's logo is the seller's profile picture, written into the page (`data:`), so the page loads
 * nothing from anywhere and prints the same offline; none when the seller has no picture.
 */
async function logoOf(ctx: Pick<ServiceContext, "storage">, key: string | null): Promise<string | null> {
  const file = key ? await ctx.storage.open(key) : undefined;
  if (!file || file.size === 0 || file.size > maxLogoBytes || !file.contentType.startsWith("image/")) return null;
  const bytes = Buffer.from(await new Response(file.slice(0, file.size - 1)).arrayBuffer());
  return `data:${file.contentType};base64,${bytes.toString("base64")}`;
}

/**
 * The shop's name as its buyers know it: the bot the order came through, else the seller's newest bot
 * (a sale recorded by hand), else the name on the seller's profile or account.
 */
async function shopOf(ctx: Pick<ServiceContext, "db" | "storage">, order: OrderRow) {
  const botName = { name: sellerBots.botName };
  const [[orderBot], [newestBot], [seller]] = await Promise.all([
    order.botId ? ctx.db.select(botName).from(sellerBots).where(eq(sellerBots.id, order.botId)) : Promise.resolve([]),
    ctx.db
      .select(botName)
      .from(sellerBots)
      .where(eq(sellerBots.userId, order.sellerId))
      .orderBy(desc(sellerBots.connectedAt))
      .limit(1),
    ctx.db
      .select({ fullName: profiles.fullName, accountName: user.name, avatarKey: profiles.avatarKey })
      .from(user)
      .leftJoin(profiles, eq(profiles.userId, user.id))
      .where(eq(user.id, order.sellerId)),
  ]);
  const name = orderBot?.name || newestBot?.name || seller?.fullName || seller?.accountName || "";
  return { name, logo: await logoOf(ctx, seller?.avatarKey ?? null) };
}

/** The invoice of an order, in the language and at the width asked for. */
export async function invoiceView(
  ctx: Pick<ServiceContext, "db" | "storage">,
  input: { order: OrderRow; locale: Locale; size: InvoiceSize; buyerLink?: string },
): Promise<InvoiceView> {
  const { order } = input;
  const [shop, items] = await Promise.all([
    shopOf(ctx, order),
    ctx.db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.position)),
  ]);
  return {
    locale: input.locale,
    size: input.size,
    shop,
    number: order.number,
    placedAt: order.createdAt,
    cancelled: order.orderStatus === "cancelled",
    buyer: {
      name: order.buyerName,
      phone: order.buyerPhone,
      province: order.buyerProvince,
      city: order.buyerCity,
      postalCode: order.buyerPostalCode,
      address: order.buyerAddress,
    },
    lines: items.map((item) => ({
      name: itemName(item.productName, item.variantLabel),
      code: item.code,
      unitPrice: item.unitPrice,
      quantity: item.quantity,
      lineTotal: item.lineTotal,
    })),
    subtotal: order.subtotal,
    discount: order.discount,
    discountCode: order.discountCode,
    shipping: order.shipping,
    shippingMethod: order.shippingMethodName,
    total: order.total,
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    tracking: orderTracking(order.trackingCarrier, order.trackingCode),
    ...(input.buyerLink ? { buyerLink: input.buyerLink } : {}),
  };
}
