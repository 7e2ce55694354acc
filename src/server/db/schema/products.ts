import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { productMediaKinds } from "../../../shared/products";
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
    stockQuantity: integer("stock_quantity"),
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
