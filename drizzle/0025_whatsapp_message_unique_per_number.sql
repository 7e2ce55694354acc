DROP INDEX "whatsapp_messages_wa_id";--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD COLUMN "details" jsonb;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD COLUMN "reaction" text;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD COLUMN "reacted_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_messages_number_wa_id" ON "whatsapp_messages" USING btree ("phone_number_id","wa_message_id");