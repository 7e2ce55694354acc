CREATE TABLE "seller_receipt_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"receipt_confirms_order" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "seller_receipt_settings" ADD CONSTRAINT "seller_receipt_settings_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;