ALTER TABLE "bot_updates" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bot_updates" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;