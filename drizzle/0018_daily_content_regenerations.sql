ALTER TABLE "daily_content" ADD COLUMN "regenerations" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "daily_content" ADD COLUMN "composed" jsonb;--> statement-breakpoint
ALTER TABLE "daily_content" ADD COLUMN "locale" text;