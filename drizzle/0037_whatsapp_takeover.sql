CREATE TABLE "whatsapp_takeovers" (
	"seller_id" text NOT NULL,
	"phone_number_id" text NOT NULL,
	"customer_number" text NOT NULL,
	"taken_over_at" timestamp with time zone,
	"taken_over_by" text,
	"last_human_reply_at" timestamp with time zone,
	"customer_told_at" timestamp with time zone,
	"wants_person_since" timestamp with time zone,
	CONSTRAINT "whatsapp_takeovers_seller_id_phone_number_id_customer_number_pk" PRIMARY KEY("seller_id","phone_number_id","customer_number")
);
--> statement-breakpoint
ALTER TABLE "person_requests" ALTER COLUMN "conversation_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "person_requests" ADD COLUMN "phone_number_id" text;--> statement-breakpoint
ALTER TABLE "person_requests" ADD COLUMN "customer_number" text;--> statement-breakpoint
ALTER TABLE "whatsapp_takeovers" ADD CONSTRAINT "whatsapp_takeovers_seller_id_user_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_takeovers" ADD CONSTRAINT "whatsapp_takeovers_taken_over_by_user_id_fk" FOREIGN KEY ("taken_over_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_requests" ADD CONSTRAINT "person_requests_one_conversation" CHECK (("person_requests"."conversation_id" is not null and "person_requests"."phone_number_id" is null and "person_requests"."customer_number" is null) or ("person_requests"."conversation_id" is null and "person_requests"."phone_number_id" is not null and "person_requests"."customer_number" is not null));