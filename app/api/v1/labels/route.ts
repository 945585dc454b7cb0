import { api } from "@/lib/http/api";
import { createLabel, listLabels } from "@/lib/labels/crud";
import { createLabelRoute, listLabelsRoute } from "@/lib/labels/routes";

// GET /api/v1/labels - list conversation labels
export const GET = api(listLabelsRoute, ({ ctx, query }) => listLabels({ ctx, query }));
// POST /api/v1/labels - create a label
export const POST = api(createLabelRoute, ({ ctx, body }) => createLabel({ ctx, input: body }));
