CREATE TABLE "custom_caption_styles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"base_style" text NOT NULL,
	"length" text NOT NULL,
	"emoji" text NOT NULL,
	"opening" text DEFAULT '' NOT NULL,
	"signature" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "custom_caption_styles" ADD CONSTRAINT "custom_caption_styles_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;