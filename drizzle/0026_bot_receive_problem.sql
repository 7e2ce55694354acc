ALTER TABLE "seller_bots" ADD COLUMN "receive_problem" text;--> statement-breakpoint
ALTER TABLE "seller_bots" ADD COLUMN "receive_problem_since" timestamp with time zone;