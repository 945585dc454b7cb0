import { z } from "zod";
import { WORKFLOW_RUN_STATUSES, WORKFLOW_STATUSES, WORKFLOW_STEP_STATUSES } from "@/db/enums";
import { offsetPageOf, queryDateTime, queryInt } from "@/lib/http/query";
import { edgeSchema, edgesSchema, nodeSchema, nodesSchema } from "./graph";
import { triggerEventSchema } from "./trigger-event";

/** The workflow API's schemas: one source for validation, the OpenAPI document and the editor. */

export const workflowStatusSchema = z.enum(WORKFLOW_STATUSES, { error: `must be one of ${WORKFLOW_STATUSES.join(", ")}` });
export const runStatusSchema = z.enum(WORKFLOW_RUN_STATUSES, { error: `must be one of ${WORKFLOW_RUN_STATUSES.join(", ")}` });

const name = z.string({ error: "is required" }).trim().min(1, "is required").max(200, "must be at most 200 characters");

const description = z.string().trim().max(1000, "must be at most 1,000 characters");
const allowReentry = z.boolean({ error: "must be true or false" }).meta({ description: "Let a contact be in several runs of this workflow at once" });

export const createWorkflowInput = z
  .object({ name, description: description.optional(), triggerEvent: triggerEventSchema, nodes: nodesSchema.default([]), edges: edgesSchema, allowReentry: allowReentry.default(false) })
  .meta({ id: "CreateWorkflowInput", description: "A draft: node configs are checked on publish, the limits (500 nodes, 1,000 edges) always" });
export type CreateWorkflowInput = z.infer<typeof createWorkflowInput>;

// No defaults here: a field left out is left as it is.
export const updateWorkflowInput = z
  .object({ name, description: description.nullable(), triggerEvent: triggerEventSchema, nodes: nodesSchema, edges: edgesSchema, allowReentry })
  .partial()
  .refine((v) => v.nodes === undefined || v.edges !== undefined, { message: "is required when nodes are given", path: ["edges"] })
  .meta({ id: "UpdateWorkflowInput", description: "Changes the draft; a published workflow keeps running its published version until the next publish. nodes and edges go together" });
export type UpdateWorkflowInput = z.infer<typeof updateWorkflowInput>;

export const workflowIdParams = z.object({ workflowId: z.string().min(1) });
export const runParams = z.object({ workflowId: z.string().min(1), runId: z.string().min(1) });

export const listWorkflowsQuery = z.object({
  status: workflowStatusSchema.optional(),
  search: z.string().trim().max(200).optional().meta({ description: "Part of the name, any case" }),
  limit: queryInt(1, 100).default(50),
  offset: queryInt(0, 1_000_000).default(0),
});

export const problemSchema = z
  .object({ nodeId: z.string().optional(), edgeId: z.string().optional(), path: z.string().optional(), code: z.string(), message: z.string() })
  .meta({ id: "WorkflowProblem" });

export const workflowSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    triggerEvent: z.string(),
    status: workflowStatusSchema,
    nodes: z.array(nodeSchema),
    edges: z.array(edgeSchema),
    allowReentry: z.boolean(),
    publishedVersion: z.number().nullable().meta({ description: "The version runs start on; null when never published" }),
    hasUnpublishedChanges: z.boolean(),
    publishedAt: z.string().nullable(),
    stats: z.object({ runsLast24h: z.number(), failedLast24h: z.number(), active: z.number() }),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: "Workflow" });
export type PresentedWorkflow = z.infer<typeof workflowSchema>;

export const workflowListSchema = offsetPageOf(workflowSchema.omit({ nodes: true, edges: true }).extend({ nodeCount: z.number() }), "WorkflowList");

export const publishResultSchema = workflowSchema.extend({ version: z.number() }).meta({ id: "PublishedWorkflow" });

/** The export document: what import takes back. */
export const EXPORT_FORMAT = "service.workflow";
export const exportSchema = z
  .object({
    format: z.literal(EXPORT_FORMAT),
    formatVersion: z.literal(1),
    exportedAt: z.string().optional(),
    workflow: z.object({
      name,
      description: z.string().trim().max(1000).nullable().optional(),
      triggerEvent: triggerEventSchema,
      allowReentry: z.boolean().default(false),
      nodes: nodesSchema,
      edges: edgesSchema,
    }),
  })
  .meta({ id: "WorkflowExport", description: "A versioned, self-contained copy of a workflow's draft; POST /api/v1/workflows/import takes it back" });

export const importWorkflowInput = exportSchema.extend({ name: name.optional().meta({ description: "Overrides the document's name" }) }).meta({ id: "ImportWorkflowInput" });
export const duplicateInput = z.object({ name: name.optional() }).optional();

export const listRunsQuery = z.object({
  status: runStatusSchema.optional(),
  contactId: z.string().max(64).optional(),
  since: queryDateTime.optional(),
  limit: queryInt(1, 100).default(50),
  offset: queryInt(0, 1_000_000).default(0),
});

export const stepSchema = z
  .object({
    id: z.string(),
    seq: z.number(),
    nodeId: z.string(),
    nodeType: z.string(),
    status: z.enum(WORKFLOW_STEP_STATUSES),
    handle: z.string().nullable().meta({ description: "The output the run left the node by" }),
    input: z.record(z.string(), z.unknown()).nullable(),
    output: z.record(z.string(), z.unknown()).nullable(),
    error: z.string().nullable(),
    attempts: z.number(),
    startedAt: z.string(),
    finishedAt: z.string().nullable(),
    durationMs: z.number().nullable(),
  })
  .meta({ id: "WorkflowStep" });

export const runSchema = z
  .object({
    id: z.string(),
    workflowId: z.string(),
    version: z.number(),
    status: runStatusSchema,
    event: z.string(),
    eventId: z.string(),
    contact: z.object({ id: z.string(), name: z.string() }).nullable(),
    currentNodeId: z.string().nullable(),
    wakeAt: z.string().nullable().meta({ description: "When a delayed or waiting run continues" }),
    error: z.string().nullable(),
    stepCount: z.number(),
    startedAt: z.string(),
    finishedAt: z.string().nullable(),
  })
  .meta({ id: "WorkflowRun" });
export const runListSchema = offsetPageOf(runSchema, "WorkflowRunList");
export const runDetailSchema = runSchema.extend({ eventPayload: z.record(z.string(), z.unknown()), steps: z.array(stepSchema) }).meta({ id: "WorkflowRunDetail" });

export const nodeTypeSchema = z
  .object({
    type: z.string(),
    label: z.string(),
    description: z.string(),
    category: z.string(),
    icon: z.string(),
    hasInput: z.boolean(),
    outputs: z.array(z.object({ id: z.string(), label: z.string() })).meta({ description: "For a split, the outputs of its default branches; its branch ids name them" }),
    pauses: z.boolean(),
    defaults: z.unknown(),
    configSchema: z.unknown().meta({ description: "The config's JSON Schema" }),
  })
  .meta({ id: "WorkflowNodeType" });
export const nodeTypesSchema = z.object({ data: z.array(nodeTypeSchema) });
export const validateResultSchema = z.object({ valid: z.boolean(), problems: z.array(problemSchema) }).meta({ id: "WorkflowValidation" });
