import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgEnum, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import { WORKFLOW_RUN_STATUSES, WORKFLOW_STATUSES, WORKFLOW_STEP_STATUSES } from "../enums";
import { createdAt, id, optionalTime, timestamps } from "./columns";
import { contacts } from "./contacts";
import { companies, users } from "./tenancy";

export const workflowStatusEnum = pgEnum("workflow_status", WORKFLOW_STATUSES);
export const workflowRunStatusEnum = pgEnum("workflow_run_status", WORKFLOW_RUN_STATUSES);
export const workflowStepStatusEnum = pgEnum("workflow_step_status", WORKFLOW_STEP_STATUSES);

/** A node as the API and the editor store it (spec: {id, type, position?, label?, config?, version?}). */
export type StoredNode = { id: string; type: string; position?: { x: number; y: number }; label?: string; config?: Record<string, unknown>; version?: number };
export type StoredEdge = { id: string; source: string; target: string; sourceHandle?: string | null };

/**
 * A workflow's editable draft. Publishing copies the draft into a new `workflow_versions` row
 * and points `publishedVersionId` at it: editing a published workflow changes only the draft,
 * and runs keep the version they started on.
 */
export const workflows = pgTable(
  "workflows",
  {
    id: id(),
    companyId: text()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    name: text().notNull(),
    description: text(),
    triggerEvent: text().notNull(),
    nodes: jsonb().$type<StoredNode[]>().notNull().default([]),
    edges: jsonb().$type<StoredEdge[]>().notNull().default([]),
    allowReentry: boolean().notNull().default(false),
    status: workflowStatusEnum().notNull().default("DRAFT"),
    publishedVersionId: text(),
    /** The draft differs from the published version (set by edits, cleared by publish). */
    draftChanged: boolean().notNull().default(true),
    versionCount: integer().notNull().default(0),
    publishedAt: optionalTime(),
    createdById: text().references(() => users.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    index("workflows_company_created_idx").on(t.companyId, t.createdAt, t.id),
    // The trigger subscriber's lookup: published workflows of a company by event.
    index("workflows_published_trigger_idx").on(t.companyId, t.triggerEvent).where(sql`${t.status} = 'PUBLISHED'`),
  ],
);

/** An immutable published graph; runs execute exactly this. */
export const workflowVersions = pgTable(
  "workflow_versions",
  {
    id: id(),
    companyId: text().notNull(),
    workflowId: text()
      .notNull()
      .references(() => workflows.id, { onDelete: "cascade" }),
    version: integer().notNull(),
    triggerEvent: text().notNull(),
    nodes: jsonb().$type<StoredNode[]>().notNull(),
    edges: jsonb().$type<StoredEdge[]>().notNull(),
    allowReentry: boolean().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("workflow_versions_number_key").on(t.workflowId, t.version)],
);

/**
 * One execution, and its own place in the queue: a run is due when `wakeAt` has passed. The engine loop of any worker process claims due runs with
 * FOR UPDATE SKIP LOCKED, so delays and waits survive restarts and a killed worker's runs are
 * taken up again when its lease runs out. `(workflowId, eventId)` unique: an event delivered
 * twice starts one run. `exclusiveKey` (the contact, unless the workflow allows re-entry) is
 * unique among active runs: a contact is in one run of a workflow at a time.
 */
export const workflowRuns = pgTable(
  "workflow_runs",
  {
    id: id(),
    companyId: text().notNull(),
    workflowId: text()
      .notNull()
      .references(() => workflows.id, { onDelete: "cascade" }),
    versionId: text()
      .notNull()
      .references(() => workflowVersions.id, { onDelete: "cascade" }),
    eventId: text().notNull(),
    event: text().notNull(),
    eventPayload: jsonb().$type<Record<string, unknown>>().notNull(),
    contactId: text().references(() => contacts.id, { onDelete: "set null" }),
    exclusiveKey: text(),
    status: workflowRunStatusEnum().notNull().default("RUNNING"),
    currentNodeId: text(),
    /** The branch a resumed wait takes (`replied` or `timeout`), consumed by the wait node. */
    resumeHandle: text(),
    /** Earlier steps' outputs by node id, for variables such as {{steps.http.status}}. */
    outputs: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    stepCount: integer().notNull().default(0),
    attempt: integer().notNull().default(0),
    /**
     * When the run is next due: now for a ready run, a delay's or a wait's time otherwise. A
     * claim moves it a lease ahead, so a run whose worker died is due again when that passes.
     */
    wakeAt: optionalTime(),
    /** The current claim's token: every write of the claimant checks it, so a lost lease writes nothing. */
    claim: text(),
    /** 0 for a promised time (a delay or a wait's timeout), 1 for fresh work: timers go first. */
    priority: integer().notNull().default(1),
    error: text(),
    startedAt: createdAt(),
    finishedAt: optionalTime(),
  },
  (t) => [
    uniqueIndex("workflow_runs_event_key").on(t.workflowId, t.eventId),
    uniqueIndex("workflow_runs_exclusive_key")
      .on(t.workflowId, t.exclusiveKey)
      .where(sql`${t.status} in ('RUNNING', 'WAITING') and ${t.exclusiveKey} is not null`),
    index("workflow_runs_due_idx").on(t.priority, t.wakeAt).where(sql`${t.status} in ('RUNNING', 'WAITING')`),
    index("workflow_runs_waiting_contact_idx").on(t.companyId, t.contactId).where(sql`${t.status} = 'WAITING'`),
    index("workflow_runs_workflow_idx").on(t.companyId, t.workflowId, t.startedAt),
  ],
);

/** One executed node of a run: what it got, what it gave, how long it took, how it ended. */
export const workflowSteps = pgTable(
  "workflow_steps",
  {
    id: id(),
    companyId: text().notNull(),
    runId: text()
      .notNull()
      .references(() => workflowRuns.id, { onDelete: "cascade" }),
    seq: integer().notNull(),
    nodeId: text().notNull(),
    nodeType: text().notNull(),
    status: workflowStepStatusEnum().notNull(),
    input: jsonb().$type<Record<string, unknown>>(),
    output: jsonb().$type<Record<string, unknown>>(),
    /** The output handle the run left by. */
    handle: text(),
    error: text(),
    attempts: integer().notNull().default(1),
    startedAt: createdAt(),
    finishedAt: optionalTime(),
  },
  (t) => [uniqueIndex("workflow_steps_seq_key").on(t.runId, t.seq)],
);

/** Where an assign-agent node's round robin stands: the next turn goes to the agent after `lastUserId`. */
export const workflowRoundRobin = pgTable(
  "workflow_round_robin",
  {
    companyId: text().notNull(),
    workflowId: text()
      .notNull()
      .references(() => workflows.id, { onDelete: "cascade" }),
    nodeId: text().notNull(),
    lastUserId: text(),
  },
  (t) => [primaryKey({ columns: [t.workflowId, t.nodeId] })],
);

export type Workflow = typeof workflows.$inferSelect;
export type WorkflowVersion = typeof workflowVersions.$inferSelect;
export type WorkflowRun = typeof workflowRuns.$inferSelect;
export type WorkflowStep = typeof workflowSteps.$inferSelect;
