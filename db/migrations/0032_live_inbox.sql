CREATE TABLE "agent_presence" (
	"user_id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"away_set" boolean DEFAULT false NOT NULL,
	"last_active_at" timestamp with time zone,
	"last_seen_at" timestamp with time zone,
	"notification_prefs" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_watchers" (
	"company_id" text PRIMARY KEY NOT NULL,
	"until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agent_presence" ADD CONSTRAINT "agent_presence_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_presence" ADD CONSTRAINT "agent_presence_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_watchers" ADD CONSTRAINT "live_watchers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The live inbox (lib/live): a statement that writes conversations, messages or notes NOTIFYs
-- `inbox_live` once per company it touched, with the conversations' ids (null past 100), at
-- its transaction's commit. Only for companies someone watches (live_watchers, renewed by the
-- web processes holding streams): with no dashboard open it costs one index probe.
CREATE FUNCTION inbox_live_by_conversation() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE r record;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM live_watchers WHERE until > now()) THEN RETURN NULL; END IF;
  FOR r IN
    SELECT n.company_id, array_agg(DISTINCT n.conversation_id) AS ids
    FROM changed n
    WHERE EXISTS (SELECT 1 FROM live_watchers w WHERE w.company_id = n.company_id AND w.until > now())
    GROUP BY n.company_id
  LOOP
    PERFORM pg_notify('inbox_live', json_build_object('c', r.company_id, 'k', TG_ARGV[0], 'v', CASE WHEN cardinality(r.ids) > 100 THEN NULL ELSE to_json(r.ids) END)::text);
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION inbox_live_conversations() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE r record;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM live_watchers WHERE until > now()) THEN RETURN NULL; END IF;
  FOR r IN
    SELECT n.company_id, array_agg(DISTINCT n.id) AS ids
    FROM changed n
    WHERE EXISTS (SELECT 1 FROM live_watchers w WHERE w.company_id = n.company_id AND w.until > now())
    GROUP BY n.company_id
  LOOP
    PERFORM pg_notify('inbox_live', json_build_object('c', r.company_id, 'k', 'c', 'v', CASE WHEN cardinality(r.ids) > 100 THEN NULL ELSE to_json(r.ids) END)::text);
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER messages_live_insert AFTER INSERT ON messages REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION inbox_live_by_conversation('m');
--> statement-breakpoint
CREATE TRIGGER messages_live_update AFTER UPDATE ON messages REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION inbox_live_by_conversation('m');
--> statement-breakpoint
CREATE TRIGGER notes_live_insert AFTER INSERT ON conversation_notes REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION inbox_live_by_conversation('n');
--> statement-breakpoint
CREATE TRIGGER conversations_live_insert AFTER INSERT ON conversations REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION inbox_live_conversations();
--> statement-breakpoint
CREATE TRIGGER conversations_live_update AFTER UPDATE ON conversations REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION inbox_live_conversations();
