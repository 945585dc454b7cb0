CREATE TYPE "public"."campaign_status" AS ENUM('DRAFT', 'SCHEDULED', 'RUNNING', 'PAUSED', 'COMPLETED', 'CANCELLED', 'FAILED');--> statement-breakpoint
CREATE TYPE "public"."failure_category" AS ENUM('INVALID_NUMBER', 'NOT_ON_CHANNEL', 'RATE_LIMITED', 'TEMPLATE_PROBLEM', 'POLICY_BLOCKED', 'VARIABLE_MISSING', 'PLATFORM_ERROR', 'UNKNOWN');--> statement-breakpoint
CREATE TYPE "public"."campaign_recipient_status" AS ENUM('PENDING', 'CLAIMED', 'SKIPPED', 'SENT', 'DELIVERED', 'READ', 'FAILED', 'REPLIED');--> statement-breakpoint
CREATE TABLE "campaign_audience_batch_contacts" (
	"batch_id" text NOT NULL,
	"contact_id" text NOT NULL,
	CONSTRAINT "campaign_audience_batch_contacts_batch_id_contact_id_pk" PRIMARY KEY("batch_id","contact_id")
);
--> statement-breakpoint
CREATE TABLE "campaign_audience_batches" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"matched" integer NOT NULL,
	"created" integer NOT NULL,
	"rejected" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_link_clicks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"campaign_id" text NOT NULL,
	"recipient_id" text NOT NULL,
	"link_index" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_recipients" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"campaign_id" text NOT NULL,
	"contact_id" text NOT NULL,
	"phone" text NOT NULL,
	"status" "campaign_recipient_status" DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone,
	"next_attempt_at" timestamp with time zone,
	"message_id" text,
	"platform_message_id" text,
	"failure_category" "failure_category",
	"failure_code" text,
	"failure_message" text,
	"sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"read_at" timestamp with time zone,
	"replied_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"name" text NOT NULL,
	"template_id" text NOT NULL,
	"audience" jsonb NOT NULL,
	"template_components" jsonb,
	"scheduled_at" timestamp with time zone,
	"messages_per_second" integer DEFAULT 10 NOT NULL,
	"messages_per_day" integer,
	"ai_enabled" boolean DEFAULT false NOT NULL,
	"auto_retry" boolean DEFAULT false NOT NULL,
	"max_retries" integer DEFAULT 3 NOT NULL,
	"pacing_disabled" boolean DEFAULT false NOT NULL,
	"status" "campaign_status" DEFAULT 'DRAFT' NOT NULL,
	"status_reason" text,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"audience_size" integer,
	"excluded_opted_out" integer,
	"pace_at" timestamp with time zone,
	"day_key" text,
	"day_sent" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_by_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sending_backoffs" (
	"company_id" text PRIMARY KEY NOT NULL,
	"until" timestamp with time zone NOT NULL,
	"level" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "message_rates" jsonb;--> statement-breakpoint
ALTER TABLE "campaign_audience_batch_contacts" ADD CONSTRAINT "campaign_audience_batch_contacts_batch_id_campaign_audience_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."campaign_audience_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_audience_batch_contacts" ADD CONSTRAINT "campaign_audience_batch_contacts_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_audience_batches" ADD CONSTRAINT "campaign_audience_batches_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_link_clicks" ADD CONSTRAINT "campaign_link_clicks_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_recipients" ADD CONSTRAINT "campaign_recipients_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_recipients" ADD CONSTRAINT "campaign_recipients_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_template_id_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."templates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sending_backoffs" ADD CONSTRAINT "sending_backoffs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_link_clicks_campaign_idx" ON "campaign_link_clicks" USING btree ("campaign_id","link_index","recipient_id");--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_recipients_campaign_contact_key" ON "campaign_recipients" USING btree ("campaign_id","contact_id");--> statement-breakpoint
CREATE INDEX "campaign_recipients_claim_idx" ON "campaign_recipients" USING btree ("campaign_id","status","id");--> statement-breakpoint
CREATE INDEX "campaign_recipients_message_idx" ON "campaign_recipients" USING btree ("message_id") WHERE "campaign_recipients"."message_id" is not null;--> statement-breakpoint
CREATE INDEX "campaign_recipients_sent_idx" ON "campaign_recipients" USING btree ("campaign_id","sent_at") WHERE "campaign_recipients"."sent_at" is not null;--> statement-breakpoint
CREATE INDEX "campaign_recipients_reply_idx" ON "campaign_recipients" USING btree ("contact_id","sent_at") WHERE "campaign_recipients"."status" in ('SENT', 'DELIVERED', 'READ');--> statement-breakpoint
CREATE INDEX "campaigns_company_created_idx" ON "campaigns" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "campaigns_active_idx" ON "campaigns" USING btree ("status","pace_at") WHERE "campaigns"."status" in ('RUNNING', 'SCHEDULED');