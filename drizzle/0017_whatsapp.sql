CREATE TABLE "whatsapp_connections" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"phone_number_id" text NOT NULL,
	"display_phone_number" text NOT NULL,
	"verified_name" text NOT NULL,
	"sealed_access_token" text NOT NULL,
	"masked_access_token" text NOT NULL,
	"sealed_app_secret" text NOT NULL,
	"masked_app_secret" text NOT NULL,
	"sealed_verify_token" text NOT NULL,
	"auto_reply" boolean DEFAULT false NOT NULL,
	"webhook_verified_at" timestamp with time zone,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD COLUMN "phone_number_id" text;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD COLUMN "customer_number" text;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD COLUMN "customer_name" text;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD COLUMN "wa_message_id" text;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD COLUMN "source" text DEFAULT 'customer' NOT NULL;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD COLUMN "status" text DEFAULT 'received' NOT NULL;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD COLUMN "send_error" text;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD COLUMN "claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "whatsapp_connections" ADD CONSTRAINT "whatsapp_connections_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_connections_phone_number" ON "whatsapp_connections" USING btree ("phone_number_id");--> statement-breakpoint
CREATE INDEX "whatsapp_connections_user" ON "whatsapp_connections" USING btree ("user_id","connected_at");--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_messages_wa_id" ON "whatsapp_messages" USING btree ("wa_message_id");--> statement-breakpoint
CREATE INDEX "whatsapp_messages_conversation" ON "whatsapp_messages" USING btree ("user_id","phone_number_id","customer_number","created_at" desc);--> statement-breakpoint
CREATE INDEX "whatsapp_messages_waiting" ON "whatsapp_messages" USING btree ("phone_number_id","created_at") WHERE "whatsapp_messages"."handled_at" is null and "whatsapp_messages"."is_incoming";