CREATE TYPE "public"."audit_actor_kind" AS ENUM('user', 'token', 'system');--> statement-breakpoint
CREATE TABLE "audit_events" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_kind" "audit_actor_kind" NOT NULL,
	"actor_id" text,
	"actor_label" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text,
	"target_id" text,
	"target_label" text,
	"ip" text,
	"user_agent" text,
	"request_id" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "audit_retention_days" integer DEFAULT 365 NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_events_company_at_idx" ON "audit_events" USING btree ("company_id","at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_audit_retention_days_check" CHECK ("companies"."audit_retention_days" between 30 and 3650);--> statement-breakpoint
-- The audit log is append-only in the database too, whatever code runs against it: every
-- UPDATE is refused, and so is every DELETE except two. The retention job (lib/audit/
-- prune-audit.ts) sets app.audit_prune = 'on' for its statement and may then remove only
-- entries older than the company's audit_retention_days; and a company that is itself being
-- deleted takes its log with it (the foreign key's cascade, when its row is already gone).
CREATE FUNCTION audit_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  keep_days integer;
BEGIN
  IF TG_OP = 'DELETE' THEN
    SELECT audit_retention_days INTO keep_days FROM companies WHERE id = OLD.company_id;
    IF NOT FOUND THEN
      RETURN OLD;
    END IF;
    IF current_setting('app.audit_prune', true) = 'on' AND OLD.at < now() - make_interval(days => keep_days) THEN
      RETURN OLD;
    END IF;
    RAISE EXCEPTION 'audit_events is append-only: DELETE of % refused (only the retention job removes entries older than % days)', OLD.id, keep_days
      USING ERRCODE = 'insufficient_privilege';
  END IF;
  RAISE EXCEPTION 'audit_events is append-only: % of % refused', TG_OP, OLD.id USING ERRCODE = 'insufficient_privilege';
END $$;
--> statement-breakpoint
CREATE TRIGGER audit_events_append_only BEFORE UPDATE OR DELETE ON audit_events FOR EACH ROW EXECUTE FUNCTION audit_events_append_only();
--> statement-breakpoint
-- TRUNCATE fires no row trigger: it is refused as a whole.
CREATE FUNCTION audit_events_no_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_events is append-only: TRUNCATE refused' USING ERRCODE = 'insufficient_privilege';
END $$;
--> statement-breakpoint
CREATE TRIGGER audit_events_no_truncate BEFORE TRUNCATE ON audit_events FOR EACH STATEMENT EXECUTE FUNCTION audit_events_no_truncate();
