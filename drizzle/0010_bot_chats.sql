CREATE TABLE "bot_chats" (
	"bot_id" text NOT NULL,
	"chat_id" bigint NOT NULL,
	"state" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bot_chats_bot_id_chat_id_pk" PRIMARY KEY("bot_id","chat_id")
);
--> statement-breakpoint
ALTER TABLE "bot_chats" ADD CONSTRAINT "bot_chats_bot_id_seller_bots_id_fk" FOREIGN KEY ("bot_id") REFERENCES "public"."seller_bots"("id") ON DELETE cascade ON UPDATE no action;