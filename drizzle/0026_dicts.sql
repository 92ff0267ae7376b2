CREATE TABLE "dict_values" (
	"id" text PRIMARY KEY NOT NULL,
	"dict_id" text NOT NULL,
	"code" text NOT NULL,
	"label_en" text NOT NULL,
	"label_zh" text NOT NULL,
	"color" text DEFAULT 'gray' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT '1' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dict_values_status_check" CHECK ("dict_values"."status" in ('0', '1'))
);
--> statement-breakpoint
CREATE TABLE "dicts" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_en" text NOT NULL,
	"name_zh" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"status" text DEFAULT '1' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dicts_remark_check" CHECK (char_length("dicts"."remark") <= 2000),
	CONSTRAINT "dicts_status_check" CHECK ("dicts"."status" in ('0', '1'))
);
--> statement-breakpoint
ALTER TABLE "notices" DROP CONSTRAINT "notices_level_check";--> statement-breakpoint
ALTER TABLE "dict_values" ADD CONSTRAINT "dict_values_dict_id_dicts_id_fk" FOREIGN KEY ("dict_id") REFERENCES "public"."dicts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dict_values_dict_code_key" ON "dict_values" USING btree ("dict_id","code");--> statement-breakpoint
CREATE INDEX "dict_values_dict_order_idx" ON "dict_values" USING btree ("dict_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "dicts_code_key" ON "dicts" USING btree ("code");--> statement-breakpoint
INSERT INTO "dicts" ("id", "code", "name_en", "name_zh", "created_at", "updated_at") VALUES
	('dict-notice-level', 'notice_level', 'Notice level', '通知级别', '2023-01-01 00:00:00+00', '2023-01-01 00:00:00+00'),
	('dict-user-status', 'user_status', 'User status', '用户状态', '2023-01-01 00:00:00+00', '2023-01-01 00:00:00+00'),
	('dict-role-status', 'role_status', 'Role status', '角色状态', '2023-01-01 00:00:00+00', '2023-01-01 00:00:00+00');--> statement-breakpoint
INSERT INTO "dict_values" ("id", "dict_id", "code", "label_en", "label_zh", "color", "sort_order", "created_at", "updated_at") VALUES
	('dict-notice-level-info', 'dict-notice-level', 'info', 'Info', '普通', 'sky', 0, '2023-01-01 00:00:00+00', '2023-01-01 00:00:00+00'),
	('dict-notice-level-warning', 'dict-notice-level', 'warning', 'Warning', '警告', 'amber', 1, '2023-01-01 00:00:00+00', '2023-01-01 00:00:00+00'),
	('dict-notice-level-critical', 'dict-notice-level', 'critical', 'Critical', '紧急', 'red', 2, '2023-01-01 00:00:00+00', '2023-01-01 00:00:00+00'),
	('dict-user-status-1', 'dict-user-status', '1', 'Enabled', '启用', 'green', 0, '2023-01-01 00:00:00+00', '2023-01-01 00:00:00+00'),
	('dict-user-status-0', 'dict-user-status', '0', 'Disabled', '停用', 'gray', 1, '2023-01-01 00:00:00+00', '2023-01-01 00:00:00+00'),
	('dict-role-status-1', 'dict-role-status', '1', 'Enabled', '启用', 'green', 0, '2023-01-01 00:00:00+00', '2023-01-01 00:00:00+00'),
	('dict-role-status-0', 'dict-role-status', '0', 'Disabled', '停用', 'gray', 1, '2023-01-01 00:00:00+00', '2023-01-01 00:00:00+00');
