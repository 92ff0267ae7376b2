CREATE TABLE "group_subtree_users" (
	"group_id" text NOT NULL,
	"created_at" timestamp NOT NULL,
	"user_id" text NOT NULL,
	CONSTRAINT "group_subtree_users_group_id_created_at_user_id_pk" PRIMARY KEY("group_id","created_at","user_id")
);
--> statement-breakpoint
ALTER TABLE "group_subtree_users" ADD CONSTRAINT "group_subtree_users_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_subtree_users" ADD CONSTRAINT "group_subtree_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "group_subtree_users_user_idx" ON "group_subtree_users" USING btree ("user_id");--> statement-breakpoint
-- A user's groups: their own and every one above it, the root (no parent) aside.
CREATE FUNCTION group_subtree_users_of(user_ids text[]) RETURNS TABLE (group_id text, created_at timestamp, user_id text)
LANGUAGE sql STABLE AS $$
  WITH RECURSIVE up(user_id, created_at, group_id) AS (
    SELECT u.id, u.created_at, u.group_id FROM users u WHERE u.id = ANY(user_ids)
    UNION ALL
    SELECT up.user_id, up.created_at, g.parent_id FROM up JOIN groups g ON g.id = up.group_id WHERE g.parent_id IS NOT NULL
  )
  SELECT up.group_id, up.created_at, up.user_id FROM up JOIN groups g ON g.id = up.group_id WHERE g.parent_id IS NOT NULL
$$;
--> statement-breakpoint
-- Users added or moved to another group. The shared lock waits for a group move in progress (which
-- holds the group tree's reparent lock, lib/tree/reparent.ts), so neither misses the other's rows.
CREATE FUNCTION group_subtree_users_sync() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(n.id) INTO changed FROM new_users n;
  ELSE
    SELECT array_agg(n.id) INTO changed FROM new_users n JOIN old_users o ON o.id = n.id
    WHERE n.group_id IS DISTINCT FROM o.group_id OR n.created_at IS DISTINCT FROM o.created_at;
  END IF;
  IF changed IS NULL THEN
    RETURN NULL;
  END IF;
  PERFORM pg_advisory_xact_lock_shared(1953628161::bigint);
  DELETE FROM group_subtree_users WHERE user_id = ANY(changed);
  INSERT INTO group_subtree_users (group_id, created_at, user_id) SELECT * FROM group_subtree_users_of(changed);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_group_subtree_insert AFTER INSERT ON users REFERENCING NEW TABLE AS new_users
  FOR EACH STATEMENT EXECUTE FUNCTION group_subtree_users_sync();
--> statement-breakpoint
CREATE TRIGGER users_group_subtree_update AFTER UPDATE ON users REFERENCING OLD TABLE AS old_users NEW TABLE AS new_users
  FOR EACH STATEMENT EXECUTE FUNCTION group_subtree_users_sync();
--> statement-breakpoint
-- Groups moved to another parent: every user at or below them gets their groups again.
CREATE FUNCTION group_subtree_users_regroup() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text[];
BEGIN
  WITH RECURSIVE moved(id) AS (
    SELECT n.id FROM new_groups n JOIN old_groups o ON o.id = n.id WHERE n.parent_id IS DISTINCT FROM o.parent_id
    UNION
    SELECT g.id FROM groups g JOIN moved m ON g.parent_id = m.id
  )
  SELECT array_agg(u.id) INTO changed FROM users u WHERE u.group_id IN (SELECT id FROM moved);
  IF changed IS NULL THEN
    RETURN NULL;
  END IF;
  DELETE FROM group_subtree_users WHERE user_id = ANY(changed);
  INSERT INTO group_subtree_users (group_id, created_at, user_id) SELECT * FROM group_subtree_users_of(changed);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER groups_group_subtree_update AFTER UPDATE ON groups REFERENCING OLD TABLE AS old_groups NEW TABLE AS new_groups
  FOR EACH STATEMENT EXECUTE FUNCTION group_subtree_users_regroup();
--> statement-breakpoint
-- The users already there.
INSERT INTO group_subtree_users (group_id, created_at, user_id) SELECT * FROM group_subtree_users_of(ARRAY(SELECT id FROM users));
