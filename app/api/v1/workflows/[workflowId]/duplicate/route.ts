import { api } from "@/lib/http/api";
import { duplicateWorkflow } from "@/lib/workflows/copy";
import { duplicateWorkflowRoute } from "@/lib/workflows/routes";

// POST /api/v1/workflows/{workflowId}/duplicate - copy into a new draft
export const POST = api(duplicateWorkflowRoute, ({ ctx, params, body }) => duplicateWorkflow({ ctx, id: params.workflowId, name: body?.name }));
