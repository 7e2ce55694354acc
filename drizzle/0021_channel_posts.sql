CREATE TABLE "channel_post_opens" (
	"post_id" text NOT NULL,
	"bot_id" text NOT NULL,
	"buyer_chat_id" bigint NOT NULL,
	"product_id" text,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "channel_post_opens_post_id_buyer_chat_id_pk" PRIMARY KEY("post_id","buyer_chat_id")
);
--> statement-breakpoint
CREATE TABLE "channel_posts" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"channel_id" text,
	"channel_title" text NOT NULL,
	"platform" text NOT NULL,
	"post_key" text NOT NULL,
	"source" text NOT NULL,
	"daily_content_id" text,
	"product_id" text,
	"product_name" text,
	"product_code" text,
	"caption_style" text,
	"caption" text NOT NULL,
	"hashtags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"scheduled_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"message_id" bigint,
	"failure_reason" text,
	"failure_detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seller_channels" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"bot_id" text NOT NULL,
	"chat_id" bigint NOT NULL,
	"title" text NOT NULL,
	"username" text,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "channel_post_id" text;--> statement-breakpoint
ALTER TABLE "channel_post_opens" ADD CONSTRAINT "channel_post_opens_post_id_channel_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."channel_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_post_opens" ADD CONSTRAINT "channel_post_opens_bot_id_seller_bots_id_fk" FOREIGN KEY ("bot_id") REFERENCES "public"."seller_bots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_post_opens" ADD CONSTRAINT "channel_post_opens_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_posts" ADD CONSTRAINT "channel_posts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_posts" ADD CONSTRAINT "channel_posts_channel_id_seller_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."seller_channels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_posts" ADD CONSTRAINT "channel_posts_daily_content_id_daily_content_id_fk" FOREIGN KEY ("daily_content_id") REFERENCES "public"."daily_content"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_posts" ADD CONSTRAINT "channel_posts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_channels" ADD CONSTRAINT "seller_channels_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_channels" ADD CONSTRAINT "seller_channels_bot_id_seller_bots_id_fk" FOREIGN KEY ("bot_id") REFERENCES "public"."seller_bots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "channel_post_opens_buyer" ON "channel_post_opens" USING btree ("bot_id","buyer_chat_id","product_id","opened_at");--> statement-breakpoint
CREATE UNIQUE INDEX "channel_posts_post_key" ON "channel_posts" USING btree ("post_key");--> statement-breakpoint
CREATE INDEX "channel_posts_user_scheduled" ON "channel_posts" USING btree ("user_id","scheduled_at");--> statement-breakpoint
CREATE INDEX "channel_posts_due" ON "channel_posts" USING btree ("scheduled_at") WHERE "channel_posts"."status" = 'scheduled';--> statement-breakpoint
CREATE UNIQUE INDEX "seller_channels_bot_chat" ON "seller_channels" USING btree ("bot_id","chat_id");--> statement-breakpoint
CREATE INDEX "seller_channels_user" ON "seller_channels" USING btree ("user_id","linked_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_channel_post_id_channel_posts_id_fk" FOREIGN KEY ("channel_post_id") REFERENCES "public"."channel_posts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_channel_post" ON "orders" USING btree ("channel_post_id");