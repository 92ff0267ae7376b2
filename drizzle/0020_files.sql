CREATE TABLE "file_contents" (
	"file_id" text PRIMARY KEY NOT NULL,
	"data" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"mime" text NOT NULL,
	"bytes" integer NOT NULL,
	"storage" text DEFAULT 'database' NOT NULL,
	"author_id" text NOT NULL,
	"author" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_storage_check" CHECK ("files"."storage" in ('database', 'local')),
	CONSTRAINT "files_bytes_check" CHECK ("files"."bytes" >= 0)
);
--> statement-breakpoint
ALTER TABLE "file_contents" ADD CONSTRAINT "file_contents_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "files_created_idx" ON "files" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "files_name_idx" ON "files" USING btree (lower("name") collate "C");