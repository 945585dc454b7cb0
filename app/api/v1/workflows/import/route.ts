import { api } from "@/lib/http/api";
import { importWorkflow } from "@/lib/workflows/copy";
import { importWorkflowRoute } from "@/lib/workflows/routes";

// POST /api/v1/workflows/import - create a draft from an export document
export const POST = api(importWorkflowRoute, ({ ctx, body }) => importWorkflow({ ctx, input: body }));
