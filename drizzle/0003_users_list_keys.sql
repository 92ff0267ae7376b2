DROP INDEX "users_name_sort_idx";--> statement-breakpoint
DROP INDEX "users_name_zh_sort_idx";--> statement-breakpoint
DROP INDEX "users_username_sort_idx";--> statement-breakpoint
DROP INDEX "users_email_sort_idx";--> statement-breakpoint
DROP INDEX "users_phone_sort_idx";--> statement-breakpoint
DROP INDEX "users_status_sort_idx";--> statement-breakpoint
DROP INDEX "users_created_sort_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "name_key" text GENERATED ALWAYS AS (lower(name)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "name_zh_key" text GENERATED ALWAYS AS (lower(coalesce(name_zh, name))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "username_key" text GENERATED ALWAYS AS (lower(username)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_key" text GENERATED ALWAYS AS (lower(email)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "users_id_group_idx" ON "users" USING btree ("id","group_id");--> statement-breakpoint
CREATE INDEX "users_name_sort_idx" ON "users" USING btree ("name_key" collate "C","id","group_id");--> statement-breakpoint
CREATE INDEX "users_name_zh_sort_idx" ON "users" USING btree ("name_zh_key" collate "C","id","group_id");--> statement-breakpoint
CREATE INDEX "users_username_sort_idx" ON "users" USING btree ("username_key" collate "C","id","group_id");--> statement-breakpoint
CREATE INDEX "users_email_sort_idx" ON "users" USING btree ("email_key" collate "C","id","group_id");--> statement-breakpoint
CREATE INDEX "users_phone_sort_idx" ON "users" USING btree ("phone" collate "C","id","group_id");--> statement-breakpoint
CREATE INDEX "users_status_sort_idx" ON "users" USING btree ("status","id","group_id");--> statement-breakpoint
CREATE INDEX "users_created_sort_idx" ON "users" USING btree ("created_at","id","group_id");