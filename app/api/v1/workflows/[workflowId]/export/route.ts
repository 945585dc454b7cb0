import { api } from "@/lib/http/api";
import { exportWorkflow } from "@/lib/workflows/copy";
import { exportWorkflowRoute } from "@/lib/workflows/routes";

// GET /api/v1/workflows/{workflowId}/export - the versioned JSON document
export const GET = api(exportWorkflowRoute, ({ ctx, params }) => exportWorkflow({ ctx, id: params.workflowId }));
