import { defineRoute } from "@/lib/http/contract";
import { createSavedReplyInput, listSavedRepliesQuery, savedReplyDeletedSchema, savedReplyIdParams, savedReplyListSchema, savedReplySchema, updateSavedReplyInput } from "./schemas";

const tag = "Saved replies";
const base = "/api/v1/saved-replies";
const one = `${base}/{id}`;

// Reads take library:read, which every role holds (agents insert them); writes take
// library:write, as photoapp's quick replies do: owners, admins and marketers curate the
// team's library (docs/decisions.md, "Saved replies").
export const listSavedRepliesRoute = defineRoute({
  method: "GET",
  path: base,
  tag,
  summary: "List saved replies by shortcut",
  description: "`shortcut` narrows to shortcuts starting with it (what the composer offers after `/`); `search` finds part of the shortcut, name or body.",
  scope: "library:read",
  query: listSavedRepliesQuery,
  response: savedReplyListSchema,
});

export const createSavedReplyRoute = defineRoute({
  method: "POST",
  path: base,
  tag,
  summary: "Create a saved reply",
  description: "409 CONFLICT (`details.field: shortcut`) when the company has a saved reply with the same shortcut, any case.",
  scope: "library:write",
  body: createSavedReplyInput,
  response: savedReplySchema,
});

export const getSavedReplyRoute = defineRoute({ method: "GET", path: one, tag, summary: "Get a saved reply", scope: "library:read", params: savedReplyIdParams, response: savedReplySchema });

export const updateSavedReplyRoute = defineRoute({
  method: "PATCH",
  path: one,
  tag,
  summary: "Change a saved reply (fields left out are unchanged)",
  description: "409 CONFLICT when the new shortcut is taken (any case).",
  scope: "library:write",
  params: savedReplyIdParams,
  body: updateSavedReplyInput,
  response: savedReplySchema,
});

export const deleteSavedReplyRoute = defineRoute({ method: "DELETE", path: one, tag, summary: "Delete a saved reply", scope: "library:write", params: savedReplyIdParams, response: savedReplyDeletedSchema });
