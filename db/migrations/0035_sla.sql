CREATE TABLE "conversation_slas" (
	"conversation_id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"policy_id" text NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	"first_started_at" timestamp with time zone,
	"first_due_at" timestamp with time zone,
	"first_warn_at" timestamp with time zone,
	"first_met_at" timestamp with time zone,
	"first_warned_at" timestamp with time zone,
	"first_breached_at" timestamp with time zone,
	"next_started_at" timestamp with time zone,
	"next_due_at" timestamp with time zone,
	"next_warn_at" timestamp with time zone,
	"next_met_at" timestamp with time zone,
	"next_warned_at" timestamp with time zone,
	"next_breached_at" timestamp with time zone,
	"resolution_started_at" timestamp with time zone,
	"resolution_due_at" timestamp with time zone,
	"resolution_warn_at" timestamp with time zone,
	"resolution_met_at" timestamp with time zone,
	"resolution_warned_at" timestamp with time zone,
	"resolution_breached_at" timestamp with time zone,
	"dirty" boolean DEFAULT true NOT NULL,
	"check_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sla_marks" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"conversation_id" text NOT NULL,
	"policy_id" text,
	"metric" text NOT NULL,
	"kind" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"inbox_id" text,
	"team_id" text,
	"assignee_id" text,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sla_policies" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"first_response_minutes" integer,
	"next_response_minutes" integer,
	"resolution_minutes" integer,
	"business_hours_only" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "conversation_slas" ADD CONSTRAINT "conversation_slas_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_slas" ADD CONSTRAINT "conversation_slas_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_slas" ADD CONSTRAINT "conversation_slas_policy_id_sla_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."sla_policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sla_marks" ADD CONSTRAINT "sla_marks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sla_marks" ADD CONSTRAINT "sla_marks_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sla_policies" ADD CONSTRAINT "sla_policies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversation_slas_dirty_idx" ON "conversation_slas" USING btree ("conversation_id") WHERE "conversation_slas"."dirty";--> statement-breakpoint
CREATE INDEX "conversation_slas_check_idx" ON "conversation_slas" USING btree ("check_at") WHERE "conversation_slas"."check_at" is not null;--> statement-breakpoint
CREATE INDEX "conversation_slas_policy_idx" ON "conversation_slas" USING btree ("policy_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sla_marks_once_key" ON "sla_marks" USING btree ("conversation_id","metric","kind","due_at");--> statement-breakpoint
CREATE INDEX "sla_marks_company_idx" ON "sla_marks" USING btree ("company_id","marked_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sla_policies_company_name_key" ON "sla_policies" USING btree ("company_id",lower("name"));--> statement-breakpoint
-- Hand-written: the triggers that keep SLA clocks current from every path that writes
-- conversations and messages (intake, the send port, campaigns, workflows), including later
-- ones, without a call in each (lib/sla/README.md). Rolled-back work leaves nothing.
-- A conversation opened in an inbox whose settings name a policy gets it (statement-level: one join per insert).
CREATE FUNCTION sla_attach_new_conversations() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO conversation_slas (conversation_id, company_id, policy_id)
  SELECT n.id, n.company_id, p.id
  FROM sla_new_conversations n
  JOIN channel_connections ch ON ch.id = n.inbox_id AND ch.company_id = n.company_id
  JOIN sla_policies p ON p.id = ch.settings->'sla'->>'policyId' AND p.company_id = n.company_id
  WHERE n.status = 'OPEN' AND ch.settings ? 'sla'
  ON CONFLICT (conversation_id) DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER sla_conversations_insert AFTER INSERT ON conversations REFERENCING NEW TABLE AS sla_new_conversations FOR EACH STATEMENT EXECUTE FUNCTION sla_attach_new_conversations();--> statement-breakpoint
-- A status change (resolve, close, reopen) re-derives the clocks; reopened in an inbox with a
-- policy, a conversation without one gets it. The WHEN clause keeps every other update free.
CREATE FUNCTION sla_conversation_status_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE conversation_slas SET dirty = true WHERE conversation_id = NEW.id AND NOT dirty;
  IF NEW.status = 'OPEN' THEN
    INSERT INTO conversation_slas (conversation_id, company_id, policy_id)
    SELECT NEW.id, NEW.company_id, p.id
    FROM channel_connections ch JOIN sla_policies p ON p.id = ch.settings->'sla'->>'policyId' AND p.company_id = ch.company_id
    WHERE ch.id = NEW.inbox_id AND ch.company_id = NEW.company_id AND ch.settings ? 'sla'
    ON CONFLICT (conversation_id) DO NOTHING;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER sla_conversations_status AFTER UPDATE OF status ON conversations FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION sla_conversation_status_changed();--> statement-breakpoint
-- A message in or out marks its conversation's clocks for the sweep to derive (one probe of the
-- primary key per conversation, and none for conversations without an SLA beyond that probe).
CREATE FUNCTION sla_mark_messages() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE conversation_slas s SET dirty = true
  FROM (SELECT DISTINCT conversation_id FROM sla_new_messages) m
  WHERE s.conversation_id = m.conversation_id AND NOT s.dirty;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER sla_messages_insert AFTER INSERT ON messages REFERENCING NEW TABLE AS sla_new_messages FOR EACH STATEMENT EXECUTE FUNCTION sla_mark_messages();
