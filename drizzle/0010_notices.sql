CREATE TABLE "resource_seeds" (
	"name" text PRIMARY KEY NOT NULL,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" text PRIMARY KEY NOT NULL,
	"title_en" text NOT NULL,
	"title_zh" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"level" text DEFAULT 'info' NOT NULL,
	"status" text DEFAULT '1' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"author_id" text NOT NULL,
	"author" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notices_level_check" CHECK ("notices"."level" in ('info', 'warning', 'critical')),
	CONSTRAINT "notices_status_check" CHECK ("notices"."status" in ('0', '1')),
	CONSTRAINT "notices_window_check" CHECK ("notices"."ends_at" > "notices"."starts_at"),
	CONSTRAINT "notices_body_check" CHECK (char_length("notices"."body") <= 2000)
);
--> statement-breakpoint
CREATE INDEX "notices_published_idx" ON "notices" USING btree ("status","starts_at");