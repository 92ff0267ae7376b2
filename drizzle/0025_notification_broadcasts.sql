CREATE TABLE "notification_broadcasts" (
	"id" serial PRIMARY KEY NOT NULL,
	"seq" integer,
	"at" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"data" jsonb NOT NULL,
	"source" text NOT NULL,
	CONSTRAINT "notification_broadcasts_seq_unique" UNIQUE("seq")
);
--> statement-breakpoint
CREATE TABLE "notification_reads" (
	"user_id" text NOT NULL,
	"seq" integer NOT NULL,
	CONSTRAINT "notification_reads_user_id_seq_pk" PRIMARY KEY("user_id","seq")
);
--> statement-breakpoint
CREATE TABLE "notification_watermarks" (
	"user_id" text PRIMARY KEY NOT NULL,
	"read_through" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_reads" ADD CONSTRAINT "notification_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_reads" ADD CONSTRAINT "notification_reads_seq_notification_broadcasts_seq_fk" FOREIGN KEY ("seq") REFERENCES "public"."notification_broadcasts"("seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_watermarks" ADD CONSTRAINT "notification_watermarks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_broadcasts_pending_idx" ON "notification_broadcasts" USING btree ("at") WHERE "notification_broadcasts"."seq" is null;--> statement-breakpoint
CREATE INDEX "notification_broadcasts_source_idx" ON "notification_broadcasts" USING btree ("source");--> statement-breakpoint
CREATE INDEX "notification_broadcasts_at_idx" ON "notification_broadcasts" USING btree ("at","id");