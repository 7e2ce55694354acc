CREATE TABLE "daily_content" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"content_date" date NOT NULL,
	"content_ideas" jsonb NOT NULL,
	"captions" jsonb NOT NULL,
	"trending_hashtags" jsonb NOT NULL,
	"viral_music" jsonb NOT NULL,
	"optimal_timing" text NOT NULL,
	"ideas_granted" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "daily_content_user_date" UNIQUE("user_id","content_date")
);
--> statement-breakpoint
ALTER TABLE "daily_content" ADD CONSTRAINT "daily_content_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "daily_content_date" ON "daily_content" USING btree ("content_date");