CREATE TYPE "public"."webhook_delivery_status" AS ENUM('PENDING', 'RETRYING', 'SUCCEEDED', 'FAILED');--> statement-breakpoint
CREATE TYPE "public"."webhook_status" AS ENUM('ACTIVE', 'PAUSED', 'FAILED');--> statement-breakpoint
CREATE TYPE "public"."web_event_auth_type" AS ENUM('HMAC_SHA256', 'API_KEY');--> statement-breakpoint
CREATE TYPE "public"."web_event_match" AS ENUM('MATCHED', 'CREATED', 'UNMATCHED');--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"webhook_id" text NOT NULL,
	"event_id" text NOT NULL,
	"event" text NOT NULL,
	"body" text NOT NULL,
	"status" "webhook_delivery_status" DEFAULT 'PENDING' NOT NULL,
	"attempt_count" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer NOT NULL,
	"is_test" boolean DEFAULT false NOT NULL,
	"last_response_status" integer,
	"last_error" text,
	"last_duration_ms" integer,
	"next_attempt_at" timestamp with time zone,
	"event_occurred_at" timestamp with time zone NOT NULL,
	"first_attempt_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_delivery_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"delivery_id" text NOT NULL,
	"attempt_number" integer NOT NULL,
	"request_headers" jsonb NOT NULL,
	"response_status" integer,
	"response_headers" jsonb,
	"response_body" text,
	"duration_ms" integer NOT NULL,
	"error" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhooks" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"events" text[] NOT NULL,
	"status" "webhook_status" DEFAULT 'ACTIVE' NOT NULL,
	"max_retries" integer DEFAULT 3 NOT NULL,
	"field_exclusions" text[] DEFAULT '{}'::text[] NOT NULL,
	"consecutive_failure_threshold" integer DEFAULT 10 NOT NULL,
	"consecutive_failures" integer DEFAULT 0 NOT NULL,
	"status_reason" text,
	"status_changed_at" timestamp with time zone,
	"secret_sealed" text NOT NULL,
	"last_delivery_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "web_event_integrations" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"auth_type" "web_event_auth_type" NOT NULL,
	"auto_create_contact" boolean DEFAULT false NOT NULL,
	"contact_mapping" jsonb NOT NULL,
	"secret_sealed" text NOT NULL,
	"event_count" integer DEFAULT 0 NOT NULL,
	"last_event_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "web_events" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"integration_id" text NOT NULL,
	"event_name" text,
	"payload" jsonb NOT NULL,
	"match" "web_event_match" NOT NULL,
	"contact_id" text,
	"match_note" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_webhook_id_webhooks_id_fk" FOREIGN KEY ("webhook_id") REFERENCES "public"."webhooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_delivery_attempts" ADD CONSTRAINT "webhook_delivery_attempts_delivery_id_webhook_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."webhook_deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhooks" ADD CONSTRAINT "webhooks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "web_event_integrations" ADD CONSTRAINT "web_event_integrations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "web_events" ADD CONSTRAINT "web_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "web_events" ADD CONSTRAINT "web_events_integration_id_web_event_integrations_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."web_event_integrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "web_events" ADD CONSTRAINT "web_events_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webhook_deliveries_webhook_created_idx" ON "webhook_deliveries" USING btree ("webhook_id","created_at","id");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_webhook_status_idx" ON "webhook_deliveries" USING btree ("webhook_id","status","created_at");--> statement-breakpoint
CREATE INDEX "webhook_delivery_attempts_delivery_idx" ON "webhook_delivery_attempts" USING btree ("delivery_id","attempt_number");--> statement-breakpoint
CREATE INDEX "webhooks_company_status_idx" ON "webhooks" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "webhooks_company_created_idx" ON "webhooks" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "web_event_integrations_company_idx" ON "web_event_integrations" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "web_events_integration_received_idx" ON "web_events" USING btree ("integration_id","received_at","id");