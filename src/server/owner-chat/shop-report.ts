import { and, count, desc, eq, gte, isNotNull, lt, lte, ne, sql, sum } from "drizzle-orm";
import { itemName, variantLabel } from "../../shared/item-name";
import type { Locale } from "../../shared/locales";
import { tehranDayStart } from "../../shared/tehran-calendar";
import { formatCount, formatToman } from "../../shared/toman";
import { orderItems, orders, products, productVariants } from "../db/schema";
import { lineText } from "../orders/service";
import type { ServiceContext } from "../service-context";
import { ownerTexts } from "./owner-texts";

const dayMs = 86_400_000;
/** The low-stock variants a report names; more are counted. */
const namedLowStock = 5;

export interface ShopReport {
  orders: number;
  paid: number;
  /** The same weekday a week before, to the same hour. */
  lastWeek: { orders: number; paid: number };
  topProducts: { name: string; quantity: number }[];
  receiptsWaiting: number;
  lowStock: { name: string; code: string; stock: number }[];
  lowStockCount: number;
}

/** Orders placed in [from, to) that were not cancelled, and what of them is paid. */
async function dayFigures(ctx: Pick<ServiceContext, "db">, sellerId: string, from: Date, to: Date) {
  const [row] = await ctx.db
    .select({
      orders: count(),
      paid: sum(sql`case when ${orders.paymentStatus} = 'paid' then ${orders.total} else 0 end`),
    })
    .from(orders)
    .where(
      and(
        eq(orders.sellerId, sellerId),
        gte(orders.createdAt, from),
        lt(orders.createdAt, to),
        ne(orders.orderStatus, "cancelled"),
      ),
    );
  return { orders: row?.orders ?? 0, paid: Number(row?.paid ?? 0) };
}

/**
 * Issue 37: the shop's day so far in Tehran: orders placed (not cancelled), what of them is paid, the three products
 * sold most, receipts waiting for the seller, variants at or under their product's low-stock threshold, and the same
 * weekday a week before to the same hour.
 */
export async function shopReport(ctx: Pick<ServiceContext, "db">, input: { sellerId: string; now: Date }) {
  const { sellerId, now } = input;
  const from = tehranDayStart(now);
  const today = await dayFigures(ctx, sellerId, from, now);
  const lastWeek = await dayFigures(
    ctx,
    sellerId,
    new Date(from.getTime() - 7 * dayMs),
    new Date(now.getTime() - 7 * dayMs),
  );
  const quantity = sum(orderItems.quantity).mapWith(Number);
  const top = await ctx.db
    .select({ productName: orderItems.productName, variantLabel: orderItems.variantLabel, quantity })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orders.sellerId, sellerId),
        gte(orders.createdAt, from),
        lt(orders.createdAt, now),
        ne(orders.orderStatus, "cancelled"),
      ),
    )
    .groupBy(orderItems.productName, orderItems.variantLabel)
    .orderBy(desc(quantity), orderItems.productName)
    .limit(3);
  const [receipts] = await ctx.db
    .select({ count: count() })
    .from(orders)
    .where(
      and(
        eq(orders.sellerId, sellerId),
        eq(orders.paymentMethod, "card_to_card"),
        eq(orders.paymentStatus, "pending"),
        isNotNull(orders.receiptKey),
        ne(orders.orderStatus, "cancelled"),
      ),
    );
  const low = and(
    eq(productVariants.sellerId, sellerId),
    eq(productVariants.isActive, true),
    eq(products.isAvailable, true),
    isNotNull(productVariants.stock),
    lte(productVariants.stock, products.lowStockThreshold),
  );
  const lowStock = await ctx.db
    .select({
      productName: products.name,
      optionValues: productVariants.optionValues,
      code: productVariants.code,
      stock: productVariants.stock,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(low)
    .orderBy(productVariants.stock, products.name)
    .limit(namedLowStock);
  const [lowCount] = await ctx.db
    .select({ count: count() })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(low);
  return {
    ...today,
    lastWeek,
    topProducts: top.map((line) => ({ name: lineText(line), quantity: line.quantity })),
    receiptsWaiting: receipts?.count ?? 0,
    lowStock: lowStock.map((variant) => ({
      name: itemName(variant.productName, variantLabel(variant.optionValues)),
      code: variant.code,
      stock: variant.stock ?? 0,
    })),
    lowStockCount: lowCount?.count ?? 0,
  } satisfies ShopReport;
}

/** The report as the owner chat reads it; a day without orders is one line. */
export function reportText(report: ShopReport, locale: Locale, title: string): string {
  const t = ownerTexts[locale];
  const number = (value: number) => formatCount(value, locale);
  const money = (value: number) => formatToman(value, locale);
  if (report.orders === 0 && report.receiptsWaiting === 0 && report.lowStockCount === 0) {
    return `${title}\n${t.report.quiet}`;
  }
  const lines = [
    title,
    t.report.orders(number(report.orders), number(report.lastWeek.orders)),
    t.report.paid(money(report.paid), money(report.lastWeek.paid)),
  ];
  if (report.topProducts.length > 0) {
    lines.push(
      t.report.top(
        report.topProducts
          .map((product, index) => `${number(index + 1)}. ${product.name} × ${number(product.quantity)}`)
          .join("، "),
      ),
    );
  }
  lines.push(t.report.receipts(number(report.receiptsWaiting)));
  if (report.lowStockCount > 0) {
    const named = report.lowStock.map((variant) => `${variant.name} (${variant.code}): ${number(variant.stock)}`);
    const more = report.lowStockCount - report.lowStock.length;
    lines.push(t.report.lowStock(named.join("، ") + (more > 0 ? ` … +${number(more)}` : "")));
  }
  return lines.join("\n");
}

/**
 * The variants an order's lines took that are now at or under their product's threshold (or sold out): told to the
 * owner chat right after the order's alert.
 */
export async function lowStockAfterOrder(ctx: Pick<ServiceContext, "db">, input: { orderId: string }) {
  const rows = await ctx.db
    .selectDistinct({
      productName: products.name,
      optionValues: productVariants.optionValues,
      code: productVariants.code,
      stock: productVariants.stock,
    })
    .from(orderItems)
    .innerJoin(productVariants, eq(productVariants.id, orderItems.variantId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(
      and(
        eq(orderItems.orderId, input.orderId),
        isNotNull(productVariants.stock),
        lte(productVariants.stock, products.lowStockThreshold),
      ),
    );
  return rows.map((row) => ({
    name: itemName(row.productName, variantLabel(row.optionValues)),
    code: row.code,
    stock: row.stock ?? 0,
  }));
}
