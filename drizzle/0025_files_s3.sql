ALTER TABLE "files" DROP CONSTRAINT "files_storage_check";--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_storage_check" CHECK ("files"."storage" in ('database', 'local', 's3'));