CREATE TYPE "public"."consent_source" AS ENUM('API', 'DASHBOARD', 'IMPORT', 'KEYWORD', 'INBOUND');--> statement-breakpoint
CREATE TYPE "public"."marketing_consent" AS ENUM('OPTED_IN', 'OPTED_OUT');--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "stop_keywords" text[];--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "start_keywords" text[];--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "opt_out_reply" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "opt_in_reply" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "marketing_consent" "marketing_consent" DEFAULT 'OPTED_IN' NOT NULL;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "marketing_consent_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "marketing_consent_source" "consent_source";--> statement-breakpoint
CREATE INDEX "contacts_company_opted_out_idx" ON "contacts" USING btree ("company_id","id") WHERE "contacts"."marketing_consent" = 'OPTED_OUT';