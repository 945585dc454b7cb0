CREATE TYPE "public"."template_category" AS ENUM('MARKETING', 'UTILITY', 'AUTHENTICATION');--> statement-breakpoint
CREATE TYPE "public"."template_quality" AS ENUM('GREEN', 'YELLOW', 'RED', 'UNKNOWN');--> statement-breakpoint
CREATE TYPE "public"."template_status" AS ENUM('PENDING', 'APPROVED', 'REJECTED', 'PAUSED', 'DISABLED');--> statement-breakpoint
CREATE TYPE "public"."template_status_source" AS ENUM('create', 'callback', 'sync');--> statement-breakpoint
CREATE TYPE "public"."template_type" AS ENUM('STANDARD', 'CAROUSEL', 'LIMITED_TIME_OFFER');--> statement-breakpoint
CREATE TABLE "template_status_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"template_id" text NOT NULL,
	"status" "template_status" NOT NULL,
	"reason" text,
	"source" "template_status_source" NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "templates" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"name" text NOT NULL,
	"language" text NOT NULL,
	"category" "template_category" NOT NULL,
	"template_type" "template_type" DEFAULT 'STANDARD' NOT NULL,
	"status" "template_status" DEFAULT 'PENDING' NOT NULL,
	"quality" "template_quality" DEFAULT 'UNKNOWN' NOT NULL,
	"rejection_reason" text,
	"definition" jsonb NOT NULL,
	"variable_mapping" jsonb,
	"header_media_id" text,
	"card_media" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"platform_template_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "template_status_history" ADD CONSTRAINT "template_status_history_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_status_history" ADD CONSTRAINT "template_status_history_template_id_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "template_status_history_template_idx" ON "template_status_history" USING btree ("template_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "templates_company_name_language_key" ON "templates" USING btree ("company_id","name","language");--> statement-breakpoint
CREATE INDEX "templates_company_status_idx" ON "templates" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "templates_platform_id_idx" ON "templates" USING btree ("platform_template_id");