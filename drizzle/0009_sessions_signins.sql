CREATE TABLE "signins" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"username" text NOT NULL,
	"user_id" text,
	"result" text NOT NULL,
	"address" text NOT NULL,
	"user_agent" text NOT NULL,
	"username_key" text GENERATED ALWAYS AS (lower(username)) STORED NOT NULL,
	CONSTRAINT "signins_result_check" CHECK ("signins"."result" in ('success', 'unknown-user', 'wrong-password', 'disabled', 'throttled', 'signout'))
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "token_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "user_agent" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "last_active_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "signins_at_idx" ON "signins" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "signins_user_idx" ON "signins" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "signins_username_idx" ON "signins" USING btree ("username_key" collate "C","at","id");--> statement-breakpoint
-- Sessions opened before this migration: their token version is the user's (a dead one shows until it expires).
UPDATE "sessions" SET "token_version" = "users"."token_version" FROM "users" WHERE "users"."id" = "sessions"."user_id";
--> statement-breakpoint
-- An existing database gets the two new System pages (a fresh one gets them from the seed, which runs
-- after the migrations on an empty table): last among System's children, unless the path is taken.
INSERT INTO "permissions" ("id", "parent_id", "sort_order", "path", "type", "action", "name_en", "name_zh", "icon")
SELECT '000506', s."id", (SELECT coalesce(max(c."sort_order"), -1) + 1 FROM "permissions" c WHERE c."parent_id" = s."id"),
  '/system/session', 'menu', NULL, 'Sessions', '在线会话', 'circle'
FROM "permissions" s
WHERE s."id" = '0005' AND s."path" = '/system' AND s."type" = 'menu'
  AND NOT EXISTS (SELECT 1 FROM "permissions" p WHERE p."id" = '000506' OR p."path" = '/system/session');
--> statement-breakpoint
INSERT INTO "permissions" ("id", "parent_id", "sort_order", "path", "type", "action", "name_en", "name_zh", "icon")
SELECT '000507', s."id", (SELECT coalesce(max(c."sort_order"), -1) + 1 FROM "permissions" c WHERE c."parent_id" = s."id"),
  '/system/signin', 'menu', NULL, 'Sign-ins', '登录日志', 'circle'
FROM "permissions" s
WHERE s."id" = '0005' AND s."path" = '/system' AND s."type" = 'menu'
  AND NOT EXISTS (SELECT 1 FROM "permissions" p WHERE p."id" = '000507' OR p."path" = '/system/signin');
--> statement-breakpoint
INSERT INTO "permissions" ("id", "parent_id", "sort_order", "path", "type", "action", "name_en", "name_zh")
SELECT '00050600', '000506', 0, '/system/session', 'action', 'delete', 'Delete', '删除'
WHERE EXISTS (SELECT 1 FROM "permissions" WHERE "id" = '000506' AND "path" = '/system/session')
  AND NOT EXISTS (SELECT 1 FROM "permissions" WHERE "id" = '00050600');
--> statement-breakpoint
INSERT INTO "role_permissions" ("role_id", "permission_id")
SELECT r."id", p."id" FROM "roles" r CROSS JOIN "permissions" p
WHERE r."code" IN ('super', 'admin') AND p."id" IN ('000506', '000507', '00050600')
  AND p."path" IN ('/system/session', '/system/signin')
ON CONFLICT DO NOTHING;
