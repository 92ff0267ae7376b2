-- A notice's text in both languages, like its title. A text written before is in one language, which no
-- column says: one with Han characters becomes the Chinese text, any other the English one (a reader whose
-- language is empty sees the other).
ALTER TABLE "notices" ADD COLUMN "body_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "body_zh" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "notices" SET "body_zh" = "body" WHERE "body" ~ '[一-鿿]';--> statement-breakpoint
UPDATE "notices" SET "body_en" = "body" WHERE "body" !~ '[一-鿿]';--> statement-breakpoint
ALTER TABLE "notices" DROP CONSTRAINT "notices_body_check";--> statement-breakpoint
ALTER TABLE "notices" DROP COLUMN "body";--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_body_en_check" CHECK (char_length("notices"."body_en") <= 2000);--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_body_zh_check" CHECK (char_length("notices"."body_zh") <= 2000);
