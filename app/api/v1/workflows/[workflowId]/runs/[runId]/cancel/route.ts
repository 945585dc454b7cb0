import { api } from "@/lib/http/api";
import { cancelRun } from "@/lib/workflows/runs";
import { cancelRunRoute } from "@/lib/workflows/routes";

// POST /api/v1/workflows/{workflowId}/runs/{runId}/cancel - cancel a run
export const POST = api(cancelRunRoute, ({ ctx, params }) => cancelRun({ ctx, workflowId: params.workflowId, runId: params.runId }));
