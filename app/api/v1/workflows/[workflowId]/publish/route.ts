import { api } from "@/lib/http/api";
import { publishWorkflow } from "@/lib/workflows/publish";
import { publishWorkflowRoute } from "@/lib/workflows/routes";

// POST /api/v1/workflows/{workflowId}/publish - publish the draft
export const POST = api(publishWorkflowRoute, ({ ctx, params }) => publishWorkflow({ ctx, id: params.workflowId }));
