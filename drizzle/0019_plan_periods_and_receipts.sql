ALTER TABLE "payments" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "credit" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "credited_tier" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "credited_days" integer;--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "next_tier" text;--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "tier_until" timestamp with time zone;