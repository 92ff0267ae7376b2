CREATE TABLE "user_avatars" (
	"user_id" text PRIMARY KEY NOT NULL,
	"file_id" text NOT NULL,
	CONSTRAINT "user_avatars_file_id_unique" UNIQUE("file_id")
);
--> statement-breakpoint
CREATE TABLE "notice_files" (
	"notice_id" text NOT NULL,
	"file_id" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "notice_files_notice_id_file_id_pk" PRIMARY KEY("notice_id","file_id")
);
--> statement-breakpoint
ALTER TABLE "files" DROP CONSTRAINT "files_storage_check";--> statement-breakpoint
ALTER TABLE "user_avatars" ADD CONSTRAINT "user_avatars_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_avatars" ADD CONSTRAINT "user_avatars_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_files" ADD CONSTRAINT "notice_files_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_files" ADD CONSTRAINT "notice_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notice_files_file_idx" ON "notice_files" USING btree ("file_id");--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_storage_check" CHECK ("files"."storage" in ('database', 'local', 's3'));