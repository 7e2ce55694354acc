CREATE TABLE "owner_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"alerts_by" text DEFAULT 'bot' NOT NULL,
	"report_hour" integer DEFAULT 22 NOT NULL,
	"quiet_days" text DEFAULT 'one_line' NOT NULL,
	"emailed_through" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "owner_chats" ADD COLUMN "reported_on" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "low_stock_threshold" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "owner_settings" ADD CONSTRAINT "owner_settings_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;