CREATE TABLE "csat_surveys" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"conversation_id" text NOT NULL,
	"inbox_id" text NOT NULL,
	"contact_id" text NOT NULL,
	"channel" "channel" NOT NULL,
	"agent_id" text,
	"team_id" text,
	"token" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"message_id" text NOT NULL,
	"recipient" text,
	"port_job" jsonb,
	"error" text,
	"sent_at" timestamp with time zone,
	"rating" integer,
	"comment" text,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "csat_surveys_rating_check" CHECK ("csat_surveys"."rating" is null or "csat_surveys"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "csat_surveys" ADD CONSTRAINT "csat_surveys_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "csat_surveys" ADD CONSTRAINT "csat_surveys_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "csat_surveys" ADD CONSTRAINT "csat_surveys_inbox_id_channel_connections_id_fk" FOREIGN KEY ("inbox_id") REFERENCES "public"."channel_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "csat_surveys" ADD CONSTRAINT "csat_surveys_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "csat_surveys" ADD CONSTRAINT "csat_surveys_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "csat_surveys" ADD CONSTRAINT "csat_surveys_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "csat_surveys_conversation_key" ON "csat_surveys" USING btree ("conversation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "csat_surveys_token_key" ON "csat_surveys" USING btree ("token");--> statement-breakpoint
CREATE INDEX "csat_surveys_pending_idx" ON "csat_surveys" USING btree ("inbox_id","recipient","sent_at") WHERE "csat_surveys"."status" = 'sent';--> statement-breakpoint
CREATE INDEX "csat_surveys_answered_idx" ON "csat_surveys" USING btree ("company_id","answered_at") WHERE "csat_surveys"."answered_at" is not null;