import { z } from "zod";
import { defineRoute } from "@/lib/http/contract";
import {
  createWorkflowInput,
  duplicateInput,
  exportSchema,
  importWorkflowInput,
  listRunsQuery,
  listWorkflowsQuery,
  nodeTypesSchema,
  publishResultSchema,
  runDetailSchema,
  runListSchema,
  runParams,
  runSchema,
  updateWorkflowInput,
  workflowIdParams,
  workflowListSchema,
  workflowSchema,
} from "./schemas";

const tag = "Workflows";
const base = "/api/v1/workflows";
const one = `${base}/{workflowId}`;
const PROBLEMS_400 =
  "A graph that cannot run answers 400 VALIDATION_ERROR with `details.problems`: one `{nodeId?, edgeId?, path?, code, message}` per problem (exactly one trigger, known node types with valid configs, edges through their node's outputs, every node reachable, no loop that skips a delay or a wait, the limits).";

export const listWorkflowsRoute = defineRoute({ method: "GET", path: base, tag, summary: "List workflows with their last 24 hours of runs", scope: "automations:read", query: listWorkflowsQuery, response: workflowListSchema });

export const createWorkflowRoute = defineRoute({
  method: "POST",
  path: base,
  tag,
  summary: "Create a workflow (a DRAFT)",
  description: "Node configs are checked on publish, so a half-built draft can be saved; the limits (500 nodes, 1,000 edges) and the shape of every node and edge are checked always.",
  scope: "automations:write",
  body: createWorkflowInput,
  response: workflowSchema,
});

export const nodeTypesRoute = defineRoute({
  method: "GET",
  path: `${base}/node-types`,
  operationId: "workflows.nodeTypes",
  tag,
  summary: "The node types a workflow can use, with their outputs and config JSON Schemas",
  scope: "automations:read",
  response: nodeTypesSchema,
});

export const getWorkflowRoute = defineRoute({ method: "GET", path: one, tag, summary: "Get a workflow's draft and publish state", scope: "automations:read", params: workflowIdParams, response: workflowSchema });

export const updateWorkflowRoute = defineRoute({
  method: "PUT",
  path: one,
  tag,
  summary: "Update a workflow's draft",
  description: "Edits change the draft only: a published workflow keeps running its published version (hasUnpublishedChanges turns true) until it is published again. nodes and edges are replaced together.",
  scope: "automations:write",
  params: workflowIdParams,
  body: updateWorkflowInput,
  response: workflowSchema,
});

export const deleteWorkflowRoute = defineRoute({
  method: "DELETE",
  path: one,
  tag,
  summary: "Delete a workflow with its versions and runs",
  description: "Runs in progress stop where they are.",
  scope: "automations:write",
  params: workflowIdParams,
  response: z.object({ id: z.string(), deleted: z.literal(true) }),
});

export const publishWorkflowRoute = defineRoute({
  method: "POST",
  path: `${one}/publish`,
  operationId: "workflows.publish",
  tag,
  summary: "Publish the draft as the version new runs start on",
  description: `Runs already under way finish on the version they started on. ${PROBLEMS_400}`,
  scope: "automations:write",
  params: workflowIdParams,
  response: publishResultSchema,
});

export const unpublishWorkflowRoute = defineRoute({
  method: "POST",
  path: `${one}/unpublish`,
  operationId: "workflows.unpublish",
  tag,
  summary: "Stop starting runs (runs under way finish)",
  description: "A workflow that is not PUBLISHED answers 409 CONFLICT with `details.status`.",
  scope: "automations:write",
  params: workflowIdParams,
  response: workflowSchema,
});

export const duplicateWorkflowRoute = defineRoute({
  method: "POST",
  path: `${one}/duplicate`,
  operationId: "workflows.duplicate",
  tag,
  summary: "Copy a workflow's draft into a new DRAFT",
  scope: "automations:write",
  params: workflowIdParams,
  body: duplicateInput,
  response: workflowSchema,
});

export const exportWorkflowRoute = defineRoute({
  method: "GET",
  path: `${one}/export`,
  tag,
  summary: "Export a workflow's draft as a versioned JSON document",
  scope: "automations:read",
  params: workflowIdParams,
  response: exportSchema,
});

export const importWorkflowRoute = defineRoute({
  method: "POST",
  path: `${base}/import`,
  tag,
  summary: "Create a DRAFT from an exported document",
  description: "Tags and agents named in node configs are ids of this company; nodes naming another company's are reported when publishing.",
  scope: "automations:write",
  body: importWorkflowInput,
  response: workflowSchema,
});

export const listRunsRoute = defineRoute({ method: "GET", path: `${one}/runs`, tag, summary: "List a workflow's runs, newest first", scope: "automations:read", params: workflowIdParams, query: listRunsQuery, response: runListSchema });

export const getRunRoute = defineRoute({
  method: "GET",
  path: `${one}/runs/{runId}`,
  tag,
  summary: "Get a run with each step's input, output, error and timing",
  scope: "automations:read",
  params: runParams,
  response: runDetailSchema,
});

export const cancelRunRoute = defineRoute({
  method: "POST",
  path: `${one}/runs/{runId}/cancel`,
  tag,
  summary: "Cancel a RUNNING or WAITING run",
  description: "A step already under way finishes; nothing after it runs. A finished run answers 409 CONFLICT with `details.status`.",
  scope: "automations:write",
  params: runParams,
  response: runSchema,
});
