import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { type ProductOption, productMediaKinds } from "../../../shared/products";
import { user } from "./auth";

/** 001 §3 products. Prices are whole toman (DESIGN 3); a code is unique within its seller's shop. */
export const products = pgTable(
  "products",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description"),
    price: integer("price").notNull(),
    productCode: text("product_code").notNull(),
    category: text("category").notNull().default("general"),
    isAvailable: boolean("is_available").notNull().default(true),
    /** Issue 37: a variant's stock at or under this is told to the owner chat (and listed in the daily report). */
    lowStockThreshold: integer("low_stock_threshold").notNull().default(2),
    /** DESIGN 29: up to three options (size, colour, a name the seller types), each with its values, in order. */
    options: jsonb("options").$type<ProductOption[]>().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("products_user_code").on(table.userId, table.productCode),
    index("products_user_created").on(table.userId, sql`${table.createdAt} desc`),
  ],
);

/**
 * A product's images and videos (001 §3 images, videos). A file is uploaded before its product is
 * saved, so it starts as the seller's draft (no product) and is attached when the product is saved.
 */
export const productMedia = pgTable(
  "product_media",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    productId: text("product_id").references(() => products.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: productMediaKinds }).notNull(),
    /** What is served: for an image the resized display copy; for a video the file itself. */
    storageKey: text("storage_key").notNull(),
    url: text("url").notNull(),
    thumbnailKey: text("thumbnail_key"),
    thumbnailUrl: text("thumbnail_url"),
    contentType: text("content_type").notNull(),
    bytes: integer("bytes").notNull(),
    position: integer("position").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("product_media_product").on(table.productId, table.position),
    index("product_media_user_drafts").on(table.userId, table.createdAt).where(sql`${table.productId} is null`),
  ],
);

/**
 * DESIGN 29: what a buyer orders. A product without options has exactly one variant (no option values, the
 * product's code); one with options has a variant per combination the seller enabled, each with its own code
 * (unique in the shop), price (null: the product's), stock (null: not counted) and optional image.
 */
export const productVariants = pgTable(
  "product_variants",
  {
    id: text("id").primaryKey(),
    sellerId: text("seller_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    productId: text("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    /** One value per product option, in the options' order; empty for a product without options. */
    optionValues: jsonb("option_values").$type<string[]>().notNull().default([]),
    price: integer("price"),
    stock: integer("stock"),
    isActive: boolean("is_active").notNull().default(true),
    mediaId: text("media_id").references(() => productMedia.id, { onDelete: "set null" }),
    position: integer("position").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("product_variants_seller_code").on(table.sellerId, table.code),
    index("product_variants_product").on(table.productId, table.position),
  ],
);
