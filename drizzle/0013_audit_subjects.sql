ALTER TABLE "audit_log" ADD COLUMN "subjects" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- The users each earlier entry names: a write of users names its ids, a sign-out the sessions' owners.
UPDATE "audit_log" SET "subjects" = "ids" WHERE "entity" = 'users';
--> statement-breakpoint
UPDATE "audit_log" SET "subjects" = ARRAY(
  SELECT DISTINCT row.value ->> 'userId' FROM jsonb_each("before" || "after") AS row
  WHERE row.value ->> 'userId' IS NOT NULL ORDER BY 1
) WHERE "entity" = 'sessions';
