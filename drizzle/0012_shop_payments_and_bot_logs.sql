CREATE TABLE "bot_message_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"bot_id" text NOT NULL,
	"chat_id" bigint NOT NULL,
	"message" text NOT NULL,
	"reply" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bot_photos" (
	"bot_id" text NOT NULL,
	"media_id" text NOT NULL,
	"file_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bot_photos_bot_id_media_id_pk" PRIMARY KEY("bot_id","media_id")
);
--> statement-breakpoint
CREATE TABLE "shop_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"seller_id" text NOT NULL,
	"authority" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"ref_id" text,
	"card_pan" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "seller_bots" ADD COLUMN "message_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pay_token" text;--> statement-breakpoint
ALTER TABLE "bot_message_logs" ADD CONSTRAINT "bot_message_logs_bot_id_seller_bots_id_fk" FOREIGN KEY ("bot_id") REFERENCES "public"."seller_bots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bot_photos" ADD CONSTRAINT "bot_photos_bot_id_seller_bots_id_fk" FOREIGN KEY ("bot_id") REFERENCES "public"."seller_bots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bot_photos" ADD CONSTRAINT "bot_photos_media_id_product_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."product_media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_payments" ADD CONSTRAINT "shop_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_payments" ADD CONSTRAINT "shop_payments_seller_id_user_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bot_message_logs_bot" ON "bot_message_logs" USING btree ("bot_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_payments_authority" ON "shop_payments" USING btree ("authority");--> statement-breakpoint
CREATE INDEX "shop_payments_order" ON "shop_payments" USING btree ("order_id","created_at" desc);--> statement-breakpoint
CREATE UNIQUE INDEX "orders_pay_token" ON "orders" USING btree ("pay_token");