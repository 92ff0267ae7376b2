ALTER TABLE "sessions" ADD COLUMN "view_as_user_id" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "view_as_role" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "view_as_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_view_as_user_id_users_id_fk" FOREIGN KEY ("view_as_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_view_as_idx" ON "sessions" USING btree ("view_as_user_id") WHERE "sessions"."view_as_user_id" is not null;--> statement-breakpoint
-- The session read answers whom the session views the console as (and under which role), if anyone.
DROP FUNCTION session_read(text, text, integer);
--> statement-breakpoint
CREATE FUNCTION session_read(session_id text, user_id text, token_version integer)
RETURNS TABLE (
  "current_role" text, "id" text, "username" text, "name" text, "name_zh" text, "email" text, "group_id" text,
  "group_name_en" text, "group_name_zh" text, "roles" json, "grants" json,
  "created_at" timestamptz, "last_active_at" timestamptz, "view_as_user_id" text, "view_as_role" text
)
LANGUAGE plpgsql STABLE AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  SELECT s."current_role", u.id, u.username, u.name, u.name_zh, u.email, u.group_id, g.name_en, g.name_zh,
    (
      SELECT coalesce(json_agg(json_build_object('id', r.id, 'code', r.code, 'nameEn', r.name_en, 'nameZh', r.name_zh, 'dataScope', r.data_scope) ORDER BY r.id), '[]')
      FROM user_roles ur JOIN roles r ON r.id = ur.role_id
      WHERE ur.user_id = u.id AND r.status = '1'
    ),
    -- The user's own enabled permissions and those of their enabled roles, in tree (id) order.
    (
      SELECT coalesce(json_agg(json_build_array(x.path, x.type, x.action, x.role) ORDER BY x.id), '[]')
      FROM (
        SELECT p.id, p.path, p.type, p.action, null::text AS role
        FROM user_permissions up JOIN permissions p ON p.id = up.permission_id
        WHERE up.user_id = u.id AND p.status = '1'
        UNION ALL
        SELECT p.id, p.path, p.type, p.action, r.code
        FROM user_roles ur
        JOIN roles r ON r.id = ur.role_id
        JOIN role_permissions rp ON rp.role_id = r.id
        JOIN permissions p ON p.id = rp.permission_id
        WHERE ur.user_id = u.id AND r.status = '1' AND p.status = '1'
      ) x
    ),
    s.created_at, s.last_active_at, s.view_as_user_id, s.view_as_role
  FROM sessions s
  JOIN users u ON u.id = s.user_id
  LEFT JOIN groups g ON g.id = u.group_id
  WHERE s.id = session_read.session_id AND u.id = session_read.user_id AND u.token_version = session_read.token_version
    AND u.status = '1' AND s.expires_at > now();
END
$$;
