CREATE TYPE "public"."scheduled_message_status" AS ENUM('PENDING', 'SENDING', 'SENT', 'FAILED', 'CANCELLED');--> statement-breakpoint
CREATE TYPE "public"."scheduled_recurrence" AS ENUM('NONE', 'DAILY', 'WEEKLY', 'MONTHLY');--> statement-breakpoint
CREATE TYPE "public"."scheduled_send_status" AS ENUM('SENDING', 'SENT', 'FAILED', 'SKIPPED');--> statement-breakpoint
CREATE TABLE "scheduled_message_sends" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"scheduled_message_id" text NOT NULL,
	"occurrence_at" timestamp with time zone NOT NULL,
	"status" "scheduled_send_status" NOT NULL,
	"message_id" text,
	"conversation_id" text,
	"used_fallback" boolean DEFAULT false NOT NULL,
	"reason" text,
	"error" text,
	"job" jsonb,
	"attempts" integer DEFAULT 1 NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "scheduled_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"channel" "channel" NOT NULL,
	"recipient_ref" text NOT NULL,
	"contact_id" text,
	"conversation_id" text,
	"payload" jsonb NOT NULL,
	"fallback_template" jsonb,
	"recurrence" "scheduled_recurrence" DEFAULT 'NONE' NOT NULL,
	"anchor_local" text NOT NULL,
	"time_zone" text NOT NULL,
	"occurrence_index" integer DEFAULT 0 NOT NULL,
	"occurrence_at" timestamp with time zone,
	"next_run_at" timestamp with time zone,
	"claim" text,
	"status" "scheduled_message_status" DEFAULT 'PENDING' NOT NULL,
	"sent_count" integer DEFAULT 0 NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"last_sent_at" timestamp with time zone,
	"created_by_id" text,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "scheduled_message_sends" ADD CONSTRAINT "scheduled_message_sends_scheduled_message_id_scheduled_messages_id_fk" FOREIGN KEY ("scheduled_message_id") REFERENCES "public"."scheduled_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_messages" ADD CONSTRAINT "scheduled_messages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_messages" ADD CONSTRAINT "scheduled_messages_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_messages" ADD CONSTRAINT "scheduled_messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_messages" ADD CONSTRAINT "scheduled_messages_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "scheduled_message_sends_occurrence_key" ON "scheduled_message_sends" USING btree ("scheduled_message_id","occurrence_at");--> statement-breakpoint
CREATE INDEX "scheduled_message_sends_company_idx" ON "scheduled_message_sends" USING btree ("company_id","scheduled_message_id","occurrence_at");--> statement-breakpoint
CREATE INDEX "scheduled_messages_due_idx" ON "scheduled_messages" USING btree ("next_run_at") WHERE "scheduled_messages"."status" in ('PENDING', 'SENDING');--> statement-breakpoint
CREATE INDEX "scheduled_messages_company_occurrence_idx" ON "scheduled_messages" USING btree ("company_id","occurrence_at","id");--> statement-breakpoint
CREATE INDEX "scheduled_messages_company_contact_idx" ON "scheduled_messages" USING btree ("company_id","contact_id");