CREATE TABLE "seller_bank_cards" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"card_last_four" text NOT NULL,
	"card_holder_name" text NOT NULL,
	"bank_name" text,
	"sealed_card_number" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seller_payment_gateways" (
	"user_id" text PRIMARY KEY NOT NULL,
	"gateway_type" text DEFAULT 'zarinpal' NOT NULL,
	"sealed_merchant_id" text NOT NULL,
	"masked_merchant_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "seller_bank_cards" ADD CONSTRAINT "seller_bank_cards_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_payment_gateways" ADD CONSTRAINT "seller_payment_gateways_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seller_bank_cards_user" ON "seller_bank_cards" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "seller_bank_cards_one_default" ON "seller_bank_cards" USING btree ("user_id") WHERE "seller_bank_cards"."is_default" and "seller_bank_cards"."is_active";