import { api } from "@/lib/http/api";
import { deleteLabel, getLabel, updateLabel } from "@/lib/labels/crud";
import { deleteLabelRoute, getLabelRoute, updateLabelRoute } from "@/lib/labels/routes";

// GET /api/v1/labels/{id} - get a label
export const GET = api(getLabelRoute, ({ ctx, params }) => getLabel({ ctx, id: params.id }));
// PATCH /api/v1/labels/{id} - rename or recolour
export const PATCH = api(updateLabelRoute, ({ ctx, params, body }) => updateLabel({ ctx, id: params.id, input: body }));
// DELETE /api/v1/labels/{id} - delete (taken off every conversation)
export const DELETE = api(deleteLabelRoute, ({ ctx, params }) => deleteLabel({ ctx, id: params.id }));
