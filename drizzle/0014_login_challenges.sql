-- The per-account sign-in limit (lib/auth/login-challenge.ts): proof-of-work solutions already spent,
-- so one buys a single attempt on every instance, and the two results it adds to the sign-in history.
CREATE TABLE "spent_challenges" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "signins" DROP CONSTRAINT "signins_result_check";--> statement-breakpoint
CREATE INDEX "spent_challenges_expires_idx" ON "spent_challenges" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "signins" ADD CONSTRAINT "signins_result_check" CHECK ("signins"."result" in ('success', 'unknown-user', 'wrong-password', 'disabled', 'throttled', 'throttled-account', 'challenge-failed', 'signout'));