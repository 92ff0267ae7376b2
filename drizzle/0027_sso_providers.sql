CREATE TABLE "sso_providers" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"issuer" text NOT NULL,
	"client_id" text NOT NULL,
	"client_secret_sealed" text NOT NULL,
	"status" text DEFAULT '1' NOT NULL,
	"jit" boolean DEFAULT false NOT NULL,
	"mfa_amr" text DEFAULT '' NOT NULL,
	"mfa_acr" text DEFAULT '' NOT NULL,
	"role_claim" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sso_providers_status_check" CHECK ("sso_providers"."status" in ('0', '1'))
);
--> statement-breakpoint
ALTER TABLE "oidc_flows" ADD COLUMN "intent" text DEFAULT 'signin' NOT NULL;--> statement-breakpoint
ALTER TABLE "oidc_flows" ADD COLUMN "session_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "sso_providers_code_unique" ON "sso_providers" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "sso_providers_created_idx" ON "sso_providers" USING btree ("created_at","id");--> statement-breakpoint
ALTER TABLE "oidc_flows" ADD CONSTRAINT "oidc_flows_intent_check" CHECK ("oidc_flows"."intent" in ('signin', 'link'));