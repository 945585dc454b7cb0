import { api } from "@/lib/http/api";
import { deleteWorkflow, getWorkflow, updateWorkflow } from "@/lib/workflows/crud";
import { deleteWorkflowRoute, getWorkflowRoute, updateWorkflowRoute } from "@/lib/workflows/routes";

// GET /api/v1/workflows/{workflowId} - get a workflow
export const GET = api(getWorkflowRoute, ({ ctx, params }) => getWorkflow({ ctx, id: params.workflowId }));

// PUT /api/v1/workflows/{workflowId} - update the draft
export const PUT = api(updateWorkflowRoute, ({ ctx, params, body }) => updateWorkflow({ ctx, id: params.workflowId, input: body }));

// DELETE /api/v1/workflows/{workflowId} - delete a workflow
export const DELETE = api(deleteWorkflowRoute, ({ ctx, params }) => deleteWorkflow({ ctx, id: params.workflowId }));
