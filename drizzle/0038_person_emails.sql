ALTER TABLE "owner_settings" ADD COLUMN "person_emailed_through" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Requests made before this column: sellers who e-mail their alerts are not sent them all at once.
UPDATE "owner_settings" SET "person_emailed_through" = coalesce((SELECT max("id") FROM "person_requests" WHERE "person_requests"."seller_id" = "owner_settings"."user_id"), 0);
