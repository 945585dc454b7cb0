CREATE TABLE "analytics_agent_daily" (
	"company_id" text NOT NULL,
	"day" date NOT NULL,
	"agent_id" text NOT NULL,
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
	CONSTRAINT "analytics_agent_daily_company_id_day_agent_id_pk" PRIMARY KEY("company_id","day","agent_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_agent_monthly" (
	"company_id" text NOT NULL,
	"day" date NOT NULL,
	"agent_id" text NOT NULL,
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
	CONSTRAINT "analytics_agent_monthly_company_id_day_agent_id_pk" PRIMARY KEY("company_id","day","agent_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_channel_daily" (
	"company_id" text NOT NULL,
	"day" date NOT NULL,
	"channel" "channel" NOT NULL,
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
	CONSTRAINT "analytics_channel_daily_company_id_day_channel_pk" PRIMARY KEY("company_id","day","channel")
);
--> statement-breakpoint
CREATE TABLE "analytics_channel_monthly" (
	"company_id" text NOT NULL,
	"day" date NOT NULL,
	"channel" "channel" NOT NULL,
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
	CONSTRAINT "analytics_channel_monthly_company_id_day_channel_pk" PRIMARY KEY("company_id","day","channel")
);
--> statement-breakpoint
ALTER TABLE "analytics_agent_daily" ADD CONSTRAINT "analytics_agent_daily_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_agent_monthly" ADD CONSTRAINT "analytics_agent_monthly_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_channel_daily" ADD CONSTRAINT "analytics_channel_daily_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_channel_monthly" ADD CONSTRAINT "analytics_channel_monthly_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Existing history gets its channel and agent rows as 0019 gave it the rollups: every company
-- is folded whole once (the fold writes the keyed, channel and agent rows in one transaction).
INSERT INTO analytics_dirty (company_id, from_at, to_at) SELECT id, '-infinity', 'infinity' FROM companies;
