CREATE TABLE "user_avatars" (
	"user_id" text PRIMARY KEY NOT NULL,
	"file_id" text NOT NULL,
	CONSTRAINT "user_avatars_file_id_unique" UNIQUE("file_id")
);
--> statement-breakpoint
ALTER TABLE "user_avatars" ADD CONSTRAINT "user_avatars_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_avatars" ADD CONSTRAINT "user_avatars_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;