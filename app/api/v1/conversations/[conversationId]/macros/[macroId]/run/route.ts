import { api } from "@/lib/http/api";
import { runMacroRoute } from "@/lib/macros/routes";
import { runMacro } from "@/lib/macros/run-macro";

// POST /api/v1/conversations/{conversationId}/macros/{macroId}/run - run a macro's steps in order
export const POST = api(runMacroRoute, ({ ctx, params }) => runMacro({ ctx, conversationId: params.conversationId, macroId: params.macroId }));
