ALTER TABLE "permissions" ADD COLUMN "icon" text;--> statement-breakpoint
-- An existing database gets the icons the static menu drew (a fresh one gets them from the seed).
UPDATE "permissions" SET "icon" = CASE "path"
  WHEN '/dashboard' THEN 'chart-pie'
  WHEN '/component' THEN 'blocks'
  WHEN '/chart' THEN 'chart-spline'
  WHEN '/three' THEN 'box'
  WHEN '/map' THEN 'map'
  WHEN '/system' THEN 'settings'
  ELSE 'circle' END
WHERE "type" = 'menu';
