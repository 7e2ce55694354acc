ALTER TABLE "orders" ADD COLUMN "bot_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_chat_id" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_locale" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_bot_id_seller_bots_id_fk" FOREIGN KEY ("bot_id") REFERENCES "public"."seller_bots"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_buyer_chat" ON "orders" USING btree ("bot_id","buyer_chat_id");