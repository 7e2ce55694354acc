CREATE TABLE "conversations" (
	"id" text PRIMARY KEY NOT NULL,
	"seller_id" text NOT NULL,
	"bot_id" text NOT NULL,
	"chat_id" bigint NOT NULL,
	"buyer_name" text,
	"buyer_username" text,
	"buyer_locale" text DEFAULT 'fa' NOT NULL,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_through" timestamp with time zone,
	"taken_over_at" timestamp with time zone,
	"taken_over_by" text,
	"last_human_reply_at" timestamp with time zone,
	"buyer_told_at" timestamp with time zone,
	"wants_person_since" timestamp with time zone,
	"buyer_blocked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "person_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"seller_id" text NOT NULL,
	"conversation_id" text NOT NULL,
	"last_message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_reads" (
	"seller_id" text NOT NULL,
	"phone_number_id" text NOT NULL,
	"customer_number" text NOT NULL,
	"read_through" timestamp with time zone NOT NULL,
	CONSTRAINT "whatsapp_reads_seller_id_phone_number_id_customer_number_pk" PRIMARY KEY("seller_id","phone_number_id","customer_number")
);
--> statement-breakpoint
ALTER TABLE "bot_message_logs" ALTER COLUMN "message" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bot_message_logs" ADD COLUMN "sent_by_user_id" text;--> statement-breakpoint
ALTER TABLE "owner_chats" ADD COLUMN "person_alerted_through" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_seller_id_user_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_bot_id_seller_bots_id_fk" FOREIGN KEY ("bot_id") REFERENCES "public"."seller_bots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_taken_over_by_user_id_fk" FOREIGN KEY ("taken_over_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_requests" ADD CONSTRAINT "person_requests_seller_id_user_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_requests" ADD CONSTRAINT "person_requests_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_reads" ADD CONSTRAINT "whatsapp_reads_seller_id_user_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_bot_chat" ON "conversations" USING btree ("bot_id","chat_id");--> statement-breakpoint
CREATE INDEX "conversations_seller_activity" ON "conversations" USING btree ("seller_id","last_activity_at" desc,"id");--> statement-breakpoint
CREATE INDEX "person_requests_seller" ON "person_requests" USING btree ("seller_id","id");--> statement-breakpoint
ALTER TABLE "bot_message_logs" ADD CONSTRAINT "bot_message_logs_sent_by_user_id_user_id_fk" FOREIGN KEY ("sent_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bot_message_logs_chat" ON "bot_message_logs" USING btree ("bot_id","chat_id","id");--> statement-breakpoint
-- Issue 37: the buyers who wrote before the inbox existed get their conversation, read as it stood (their orders name them).
INSERT INTO "conversations" ("id", "seller_id", "bot_id", "chat_id", "buyer_name", "buyer_locale", "last_activity_at", "read_through", "created_at")
SELECT gen_random_uuid()::text, b."user_id", l."bot_id", l."chat_id",
	(SELECT o."buyer_name" FROM "orders" o WHERE o."bot_id" = l."bot_id" AND o."buyer_chat_id" = l."chat_id" ORDER BY o."created_at" DESC LIMIT 1),
	coalesce((SELECT o."buyer_locale" FROM "orders" o WHERE o."bot_id" = l."bot_id" AND o."buyer_chat_id" = l."chat_id" AND o."buyer_locale" IS NOT NULL ORDER BY o."created_at" DESC LIMIT 1), 'fa'),
	max(l."created_at"), max(l."created_at"), min(l."created_at")
FROM "bot_message_logs" l
JOIN "seller_bots" b ON b."id" = l."bot_id"
WHERE NOT EXISTS (SELECT 1 FROM "owner_chats" c WHERE c."bot_id" = l."bot_id" AND c."platform_user_id" = l."chat_id")
GROUP BY b."user_id", l."bot_id", l."chat_id";
