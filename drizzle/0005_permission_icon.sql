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
--> statement-breakpoint
-- The static menu listed the charts as Rechart, Echart, D3, Antv (the seed had them the other way
-- round). Now that sort_order is the sidebar's order, an existing database still in the old seed order
-- gets the order its sidebar showed; one whose charts were rearranged keeps its own.
UPDATE "permissions" SET "sort_order" = 3 - "sort_order"
WHERE "parent_id" = '0002' AND "id" IN ('000200', '000201', '000202', '000203')
  AND (SELECT string_agg(p."id", ',' ORDER BY p."sort_order") FROM "permissions" p WHERE p."parent_id" = '0002')
    = '000200,000201,000202,000203';
