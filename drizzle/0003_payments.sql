CREATE TABLE "payments" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"plan_id" text NOT NULL,
	"plan_type" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text NOT NULL,
	"method" text NOT NULL,
	"authority" text,
	"ref_id" text,
	"card_pan" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "payments_authority_unique" UNIQUE("authority")
);
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_user_created" ON "payments" USING btree ("user_id","created_at");