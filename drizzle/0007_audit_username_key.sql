DROP INDEX "audit_log_username_idx";--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "username_key" text GENERATED ALWAYS AS (lower(username)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "audit_log_username_idx" ON "audit_log" USING btree ("username_key" collate "C","at","id");