CREATE TYPE "public"."workflow_run_status" AS ENUM('RUNNING', 'WAITING', 'COMPLETED', 'FAILED', 'CANCELLED');--> statement-breakpoint
CREATE TYPE "public"."workflow_status" AS ENUM('DRAFT', 'PUBLISHED', 'UNPUBLISHED');--> statement-breakpoint
CREATE TYPE "public"."workflow_step_status" AS ENUM('RUNNING', 'SUCCEEDED', 'FAILED');--> statement-breakpoint
CREATE TABLE "workflow_round_robin" (
	"company_id" text NOT NULL,
	"workflow_id" text NOT NULL,
	"node_id" text NOT NULL,
	"last_user_id" text,
	CONSTRAINT "workflow_round_robin_workflow_id_node_id_pk" PRIMARY KEY("workflow_id","node_id")
);
--> statement-breakpoint
CREATE TABLE "workflow_runs" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"workflow_id" text NOT NULL,
	"version_id" text NOT NULL,
	"event_id" text NOT NULL,
	"event" text NOT NULL,
	"event_payload" jsonb NOT NULL,
	"contact_id" text,
	"exclusive_key" text,
	"status" "workflow_run_status" DEFAULT 'RUNNING' NOT NULL,
	"current_node_id" text,
	"resume_handle" text,
	"outputs" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"step_count" integer DEFAULT 0 NOT NULL,
	"attempt" integer DEFAULT 0 NOT NULL,
	"wake_at" timestamp with time zone,
	"claim" text,
	"priority" integer DEFAULT 1 NOT NULL,
	"error" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "workflow_steps" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"run_id" text NOT NULL,
	"seq" integer NOT NULL,
	"node_id" text NOT NULL,
	"node_type" text NOT NULL,
	"status" "workflow_step_status" NOT NULL,
	"input" jsonb,
	"output" jsonb,
	"handle" text,
	"error" text,
	"attempts" integer DEFAULT 1 NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "workflow_versions" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"workflow_id" text NOT NULL,
	"version" integer NOT NULL,
	"trigger_event" text NOT NULL,
	"nodes" jsonb NOT NULL,
	"edges" jsonb NOT NULL,
	"allow_reentry" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workflows" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"trigger_event" text NOT NULL,
	"nodes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"edges" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"allow_reentry" boolean DEFAULT false NOT NULL,
	"status" "workflow_status" DEFAULT 'DRAFT' NOT NULL,
	"published_version_id" text,
	"draft_changed" boolean DEFAULT true NOT NULL,
	"version_count" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone,
	"created_by_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "workflow_round_robin" ADD CONSTRAINT "workflow_round_robin_workflow_id_workflows_id_fk" FOREIGN KEY ("workflow_id") REFERENCES "public"."workflows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_runs" ADD CONSTRAINT "workflow_runs_workflow_id_workflows_id_fk" FOREIGN KEY ("workflow_id") REFERENCES "public"."workflows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_runs" ADD CONSTRAINT "workflow_runs_version_id_workflow_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."workflow_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_runs" ADD CONSTRAINT "workflow_runs_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_steps" ADD CONSTRAINT "workflow_steps_run_id_workflow_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."workflow_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_versions" ADD CONSTRAINT "workflow_versions_workflow_id_workflows_id_fk" FOREIGN KEY ("workflow_id") REFERENCES "public"."workflows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflows" ADD CONSTRAINT "workflows_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflows" ADD CONSTRAINT "workflows_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "workflow_runs_event_key" ON "workflow_runs" USING btree ("workflow_id","event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "workflow_runs_exclusive_key" ON "workflow_runs" USING btree ("workflow_id","exclusive_key") WHERE "workflow_runs"."status" in ('RUNNING', 'WAITING') and "workflow_runs"."exclusive_key" is not null;--> statement-breakpoint
CREATE INDEX "workflow_runs_due_idx" ON "workflow_runs" USING btree ("priority","wake_at") WHERE "workflow_runs"."status" in ('RUNNING', 'WAITING');--> statement-breakpoint
CREATE INDEX "workflow_runs_waiting_contact_idx" ON "workflow_runs" USING btree ("company_id","contact_id") WHERE "workflow_runs"."status" = 'WAITING';--> statement-breakpoint
CREATE INDEX "workflow_runs_workflow_idx" ON "workflow_runs" USING btree ("company_id","workflow_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "workflow_steps_seq_key" ON "workflow_steps" USING btree ("run_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "workflow_versions_number_key" ON "workflow_versions" USING btree ("workflow_id","version");--> statement-breakpoint
CREATE INDEX "workflows_company_created_idx" ON "workflows" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "workflows_published_trigger_idx" ON "workflows" USING btree ("company_id","trigger_event") WHERE "workflows"."status" = 'PUBLISHED';