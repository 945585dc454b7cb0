import { api } from "@/lib/http/api";
import { unpublishWorkflow } from "@/lib/workflows/publish";
import { unpublishWorkflowRoute } from "@/lib/workflows/routes";

// POST /api/v1/workflows/{workflowId}/unpublish - stop starting runs
export const POST = api(unpublishWorkflowRoute, ({ ctx, params }) => unpublishWorkflow({ ctx, id: params.workflowId }));
