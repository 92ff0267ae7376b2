-- Sign-in failures now count per (username, client address) and per address (lib/auth/login-throttle.ts).
-- Rows from before this migration have no known address; they are at most 15 minutes of history.
DELETE FROM "login_failures";--> statement-breakpoint
ALTER TABLE "login_failures" ADD COLUMN "address" text NOT NULL;--> statement-breakpoint
CREATE INDEX "login_failures_address_idx" ON "login_failures" USING btree ("address","failed_at");--> statement-breakpoint
CREATE INDEX "login_failures_failed_at_idx" ON "login_failures" USING btree ("failed_at");--> statement-breakpoint
-- Usernames are stored NFKC-normalised and unique after normalisation and lower-casing. An existing pair
-- that collides once normalised stops this migration: rename one of them, then migrate again.
DROP INDEX "users_username_unique";--> statement-breakpoint
UPDATE "users" SET "username" = normalize("username", NFKC) WHERE "username" IS NOT NFKC NORMALIZED;--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_unique" ON "users" USING btree (lower(normalize("username", NFKC)));
