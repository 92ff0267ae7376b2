CREATE SEQUENCE "public"."role_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 4 CACHE 1;--> statement-breakpoint
DROP INDEX "users_group_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "roles_code_lower_unique" ON "roles" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "users_name_sort_idx" ON "users" USING btree (lower("name") collate "C","id");--> statement-breakpoint
CREATE INDEX "users_name_zh_sort_idx" ON "users" USING btree (lower(coalesce("name_zh", "name")) collate "C","id");--> statement-breakpoint
CREATE INDEX "users_username_sort_idx" ON "users" USING btree (lower("username") collate "C","id");--> statement-breakpoint
CREATE INDEX "users_email_sort_idx" ON "users" USING btree (lower("email") collate "C","id");--> statement-breakpoint
CREATE INDEX "users_phone_sort_idx" ON "users" USING btree (lower("phone") collate "C","id");--> statement-breakpoint
CREATE INDEX "users_status_sort_idx" ON "users" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "users_created_sort_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_group_idx" ON "users" USING btree ("group_id","id");