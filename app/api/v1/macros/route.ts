import { api } from "@/lib/http/api";
import { createMacro, listMacros } from "@/lib/macros/crud";
import { createMacroRoute, listMacrosRoute } from "@/lib/macros/routes";

// GET /api/v1/macros - the shared macros and the caller's own
export const GET = api(listMacrosRoute, ({ ctx }) => listMacros({ ctx }));
// POST /api/v1/macros - create a macro
export const POST = api(createMacroRoute, ({ ctx, body }) => createMacro({ ctx, input: body }));
