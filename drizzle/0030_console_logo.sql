CREATE TABLE "console_logo" (
	"key" text PRIMARY KEY DEFAULT 'consoleLogo' NOT NULL,
	"file_id" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "console_logo_file_id_unique" UNIQUE("file_id"),
	CONSTRAINT "console_logo_key_check" CHECK ("console_logo"."key" = 'consoleLogo')
);
--> statement-breakpoint
ALTER TABLE "console_logo" ADD CONSTRAINT "console_logo_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;