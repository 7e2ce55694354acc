CREATE TABLE "owner_alerts" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_chat_id" text NOT NULL,
	"order_id" text NOT NULL,
	"event_id" bigint,
	"kind" text NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"message_id" bigint,
	"with_photo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "owner_chat_links" (
	"id" text PRIMARY KEY NOT NULL,
	"bot_id" text NOT NULL,
	"seller_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "owner_chats" (
	"id" text PRIMARY KEY NOT NULL,
	"bot_id" text NOT NULL,
	"seller_id" text NOT NULL,
	"platform_user_id" bigint NOT NULL,
	"name" text NOT NULL,
	"username" text,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"alerted_through" bigint NOT NULL,
	"sending_until" timestamp with time zone,
	"unreachable_since" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "owner_alerts" ADD CONSTRAINT "owner_alerts_owner_chat_id_owner_chats_id_fk" FOREIGN KEY ("owner_chat_id") REFERENCES "public"."owner_chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_alerts" ADD CONSTRAINT "owner_alerts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_chat_links" ADD CONSTRAINT "owner_chat_links_bot_id_seller_bots_id_fk" FOREIGN KEY ("bot_id") REFERENCES "public"."seller_bots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_chat_links" ADD CONSTRAINT "owner_chat_links_seller_id_user_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_chats" ADD CONSTRAINT "owner_chats_bot_id_seller_bots_id_fk" FOREIGN KEY ("bot_id") REFERENCES "public"."seller_bots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_chats" ADD CONSTRAINT "owner_chats_seller_id_user_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "owner_alerts_chat_event" ON "owner_alerts" USING btree ("owner_chat_id","event_id");--> statement-breakpoint
CREATE INDEX "owner_alerts_order" ON "owner_alerts" USING btree ("order_id","created_at" desc);--> statement-breakpoint
CREATE UNIQUE INDEX "owner_chat_links_token" ON "owner_chat_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "owner_chat_links_bot" ON "owner_chat_links" USING btree ("bot_id");--> statement-breakpoint
CREATE UNIQUE INDEX "owner_chats_bot_user" ON "owner_chats" USING btree ("bot_id","platform_user_id");--> statement-breakpoint
CREATE INDEX "owner_chats_seller" ON "owner_chats" USING btree ("seller_id");