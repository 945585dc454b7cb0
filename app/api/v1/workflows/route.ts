import { api } from "@/lib/http/api";
import { createWorkflow, listWorkflows } from "@/lib/workflows/crud";
import { createWorkflowRoute, listWorkflowsRoute } from "@/lib/workflows/routes";

// GET /api/v1/workflows - list workflows
export const GET = api(listWorkflowsRoute, ({ ctx, query }) => listWorkflows({ ctx, query }));

// POST /api/v1/workflows - create a draft workflow
export const POST = api(createWorkflowRoute, ({ ctx, body }) => createWorkflow({ ctx, input: body }));
