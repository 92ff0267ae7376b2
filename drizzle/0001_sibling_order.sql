-- Sibling order: unique per parent (top-level rows share the NULL parent), checked at commit so a
-- reorder can shift several rows inside one transaction. drizzle-kit cannot express DEFERRABLE.
ALTER TABLE "groups" ADD CONSTRAINT "groups_sibling_order_unique" UNIQUE NULLS NOT DISTINCT ("parent_id", "sort_order") DEFERRABLE INITIALLY DEFERRED;
--> statement-breakpoint
ALTER TABLE "permissions" ADD CONSTRAINT "permissions_sibling_order_unique" UNIQUE NULLS NOT DISTINCT ("parent_id", "sort_order") DEFERRABLE INITIALLY DEFERRED;
--> statement-breakpoint
CREATE SEQUENCE "user_id_seq" START WITH 100000100;
