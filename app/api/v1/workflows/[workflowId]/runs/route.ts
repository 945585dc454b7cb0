import { api } from "@/lib/http/api";
import { listRuns } from "@/lib/workflows/runs";
import { listRunsRoute } from "@/lib/workflows/routes";

// GET /api/v1/workflows/{workflowId}/runs - list runs
export const GET = api(listRunsRoute, ({ ctx, params, query }) => listRuns({ ctx, workflowId: params.workflowId, query }));
