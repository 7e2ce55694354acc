CREATE TABLE "bot_updates" (
	"id" text PRIMARY KEY NOT NULL,
	"bot_id" text NOT NULL,
	"update_id" bigint NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "seller_bots" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"platform" text NOT NULL,
	"platform_bot_id" bigint NOT NULL,
	"bot_username" text NOT NULL,
	"bot_name" text NOT NULL,
	"sealed_token" text NOT NULL,
	"webhook_secret_hash" text NOT NULL,
	"masked_token" text NOT NULL,
	"webhook_url" text,
	"status" text DEFAULT 'active' NOT NULL,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_active_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "message_templates" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"template_type" text NOT NULL,
	"template_name" text NOT NULL,
	"content" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_media" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"product_id" text,
	"kind" text NOT NULL,
	"storage_key" text NOT NULL,
	"url" text NOT NULL,
	"thumbnail_key" text,
	"thumbnail_url" text,
	"content_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"price" integer NOT NULL,
	"product_code" text NOT NULL,
	"category" text DEFAULT 'general' NOT NULL,
	"is_available" boolean DEFAULT true NOT NULL,
	"stock_quantity" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oauth_states" (
	"state" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"platform" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_profiles" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"platform" text NOT NULL,
	"platform_user_id" text NOT NULL,
	"username" text NOT NULL,
	"follower_count" integer DEFAULT 0 NOT NULL,
	"sealed_access_token" text NOT NULL,
	"token_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bot_updates" ADD CONSTRAINT "bot_updates_bot_id_seller_bots_id_fk" FOREIGN KEY ("bot_id") REFERENCES "public"."seller_bots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_bots" ADD CONSTRAINT "seller_bots_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_templates" ADD CONSTRAINT "message_templates_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_media" ADD CONSTRAINT "product_media_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_media" ADD CONSTRAINT "product_media_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oauth_states" ADD CONSTRAINT "oauth_states_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_profiles" ADD CONSTRAINT "social_profiles_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bot_updates_bot_update" ON "bot_updates" USING btree ("bot_id","update_id");--> statement-breakpoint
CREATE INDEX "bot_updates_unhandled" ON "bot_updates" USING btree ("received_at") WHERE "bot_updates"."handled_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "seller_bots_platform_bot" ON "seller_bots" USING btree ("platform","platform_bot_id");--> statement-breakpoint
CREATE INDEX "seller_bots_user_connected" ON "seller_bots" USING btree ("user_id","connected_at" desc);--> statement-breakpoint
CREATE INDEX "message_templates_user_created" ON "message_templates" USING btree ("user_id","created_at" desc);--> statement-breakpoint
CREATE INDEX "product_media_product" ON "product_media" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "product_media_user_drafts" ON "product_media" USING btree ("user_id","created_at") WHERE "product_media"."product_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "products_user_code" ON "products" USING btree ("user_id","product_code");--> statement-breakpoint
CREATE INDEX "products_user_created" ON "products" USING btree ("user_id","created_at" desc);--> statement-breakpoint
CREATE UNIQUE INDEX "social_profiles_user_account" ON "social_profiles" USING btree ("user_id","platform","platform_user_id");--> statement-breakpoint
CREATE INDEX "social_profiles_user_created" ON "social_profiles" USING btree ("user_id","created_at");