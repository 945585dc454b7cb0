import { defineRoute } from "@/lib/http/contract";
import { createMacroInput, macroDeletedSchema, macroIdParams, macroListSchema, macroRunSchema, macroSchema, runMacroParams, updateMacroInput } from "./schemas";

const tag = "Macros";
const base = "/api/v1/macros";
const one = `${base}/{id}`;

// Reading and running take what working a conversation takes; any agent keeps personal
// macros (conversations:write); shared ones are the company's and take macros:write, which
// owners and admins hold (decision 067).
export const listMacrosRoute = defineRoute({ method: "GET", path: base, tag, summary: "List the macros the caller may run: the shared ones and their own", scope: "conversations:read", response: macroListSchema });

export const createMacroRoute = defineRoute({
  method: "POST",
  path: base,
  tag,
  summary: "Create a macro",
  description: "A shared macro needs macros:write (403 otherwise). Every label, saved reply, agent and team named must be the company's: a 400 names the action's field.",
  scope: "conversations:write",
  body: createMacroInput,
  response: macroSchema,
});

export const getMacroRoute = defineRoute({ method: "GET", path: one, tag, summary: "Get a macro (another person's personal macro is a 404)", scope: "conversations:read", params: macroIdParams, response: macroSchema });

export const updateMacroRoute = defineRoute({
  method: "PATCH",
  path: one,
  tag,
  summary: "Change a macro (fields left out are unchanged)",
  description: "A shared macro, or making one shared, needs macros:write.",
  scope: "conversations:write",
  params: macroIdParams,
  body: updateMacroInput,
  response: macroSchema,
});

export const deleteMacroRoute = defineRoute({ method: "DELETE", path: one, tag, summary: "Delete a macro", description: "A shared macro needs macros:write.", scope: "conversations:write", params: macroIdParams, response: macroDeletedSchema });

export const runMacroRoute = defineRoute({
  method: "POST",
  path: "/api/v1/conversations/{conversationId}/macros/{macroId}/run",
  operationId: "macros.run",
  tag,
  summary: "Run a macro's actions on a conversation, in order",
  description:
    "Each step goes through the same action as its own route (a saved reply through the send port, as the inbox composer sends). The first refused step stops the run: the answer names it and its error, the steps after it are `skipped`, and those before it stay done. 200 either way; `completed` says which.",
  scope: "conversations:write",
  params: runMacroParams,
  response: macroRunSchema,
});
