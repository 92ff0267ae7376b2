-- The session read (lib/auth/session.ts) answers when the session began and when it was last active
-- instead of whether its activity mark is a minute old: the server decides the idle and absolute
-- timeouts (SESSION_IDLE_MINUTES, SESSION_MAX_HOURS) and the mark's throttle against its own clock.
DROP FUNCTION session_read(text, text, integer);
--> statement-breakpoint
CREATE FUNCTION session_read(session_id text, user_id text, token_version integer)
RETURNS TABLE (
  "current_role" text, "id" text, "username" text, "name" text, "name_zh" text, "email" text, "group_id" text,
  "group_name_en" text, "group_name_zh" text, "roles" json, "grants" json,
  "created_at" timestamptz, "last_active_at" timestamptz
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
    s.created_at, s.last_active_at
  FROM sessions s
  JOIN users u ON u.id = s.user_id
  LEFT JOIN groups g ON g.id = u.group_id
  WHERE s.id = session_read.session_id AND u.id = session_read.user_id AND u.token_version = session_read.token_version
    AND u.status = '1' AND s.expires_at > now();
END
$$;
