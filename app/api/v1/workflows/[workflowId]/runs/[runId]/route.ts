import { api } from "@/lib/http/api";
import { getRun } from "@/lib/workflows/runs";
import { getRunRoute } from "@/lib/workflows/routes";

// GET /api/v1/workflows/{workflowId}/runs/{runId} - a run with its steps
export const GET = api(getRunRoute, ({ ctx, params }) => getRun({ ctx, workflowId: params.workflowId, runId: params.runId }));
