import { api } from "@/lib/http/api";
import { listNodeTypes } from "@/lib/workflows/node-types";
import { nodeTypesRoute } from "@/lib/workflows/routes";

// GET /api/v1/workflows/node-types - the node registry
export const GET = api(nodeTypesRoute, async () => listNodeTypes());
