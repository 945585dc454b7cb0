CREATE TABLE "analytics_daily" (
	"company_id" text NOT NULL,
	"day" date NOT NULL,
	"channel" "channel" NOT NULL,
	"template_name" text DEFAULT '' NOT NULL,
	"agent_id" text DEFAULT '' NOT NULL,
	"inbound" integer DEFAULT 0 NOT NULL,
	"outbound" integer DEFAULT 0 NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	"delivered" integer DEFAULT 0 NOT NULL,
	"read" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"replied" integer DEFAULT 0 NOT NULL,
	"conversations_opened" integer DEFAULT 0 NOT NULL,
	"open_now" integer DEFAULT 0 NOT NULL,
	"closed_now" integer DEFAULT 0 NOT NULL,
	"resolved_now" integer DEFAULT 0 NOT NULL,
	"resolved" integer DEFAULT 0 NOT NULL,
	"first_responses" integer DEFAULT 0 NOT NULL,
	"first_response_seconds" bigint DEFAULT 0 NOT NULL,
	"first_response_hist" integer[],
	"resolution_seconds" bigint DEFAULT 0 NOT NULL,
	"resolution_hist" integer[],
	CONSTRAINT "analytics_daily_company_id_day_channel_template_name_agent_id_pk" PRIMARY KEY("company_id","day","channel","template_name","agent_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_dirty" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"from_at" timestamp with time zone NOT NULL,
	"to_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_monthly" (
	"company_id" text NOT NULL,
	"day" date NOT NULL,
	"channel" "channel" NOT NULL,
	"template_name" text DEFAULT '' NOT NULL,
	"agent_id" text DEFAULT '' NOT NULL,
	"inbound" integer DEFAULT 0 NOT NULL,
	"outbound" integer DEFAULT 0 NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	"delivered" integer DEFAULT 0 NOT NULL,
	"read" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"replied" integer DEFAULT 0 NOT NULL,
	"conversations_opened" integer DEFAULT 0 NOT NULL,
	"open_now" integer DEFAULT 0 NOT NULL,
	"closed_now" integer DEFAULT 0 NOT NULL,
	"resolved_now" integer DEFAULT 0 NOT NULL,
	"resolved" integer DEFAULT 0 NOT NULL,
	"first_responses" integer DEFAULT 0 NOT NULL,
	"first_response_seconds" bigint DEFAULT 0 NOT NULL,
	"first_response_hist" integer[],
	"resolution_seconds" bigint DEFAULT 0 NOT NULL,
	"resolution_hist" integer[],
	CONSTRAINT "analytics_monthly_company_id_day_channel_template_name_agent_id_pk" PRIMARY KEY("company_id","day","channel","template_name","agent_id")
);
--> statement-breakpoint
ALTER TABLE "analytics_daily" ADD CONSTRAINT "analytics_daily_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_monthly" ADD CONSTRAINT "analytics_monthly_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_dirty_company_idx" ON "analytics_dirty" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "conversations_company_created_idx" ON "conversations" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "conversations_company_resolved_idx" ON "conversations" USING btree ("company_id","resolved_at") WHERE "conversations"."resolved_at" is not null;--> statement-breakpoint
CREATE INDEX "messages_company_created_idx" ON "messages" USING btree ("company_id","created_at");