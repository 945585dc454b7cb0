import { api } from "@/lib/http/api";
import { deleteMacro, getMacro, updateMacro } from "@/lib/macros/crud";
import { deleteMacroRoute, getMacroRoute, updateMacroRoute } from "@/lib/macros/routes";

// GET /api/v1/macros/{id} - get a macro
export const GET = api(getMacroRoute, ({ ctx, params }) => getMacro({ ctx, id: params.id }));
// PATCH /api/v1/macros/{id} - change a macro
export const PATCH = api(updateMacroRoute, ({ ctx, params, body }) => updateMacro({ ctx, id: params.id, input: body }));
// DELETE /api/v1/macros/{id} - delete a macro
export const DELETE = api(deleteMacroRoute, ({ ctx, params }) => deleteMacro({ ctx, id: params.id }));
