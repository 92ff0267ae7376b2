CREATE TABLE "notice_files" (
	"notice_id" text NOT NULL,
	"file_id" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "notice_files_notice_id_file_id_pk" PRIMARY KEY("notice_id","file_id")
);
--> statement-breakpoint
ALTER TABLE "notice_files" ADD CONSTRAINT "notice_files_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_files" ADD CONSTRAINT "notice_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notice_files_file_idx" ON "notice_files" USING btree ("file_id");