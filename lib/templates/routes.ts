import { z } from "zod";
import { defineRoute } from "@/lib/http/contract";
import { validateResultSchema } from "./schemas";

const tag = "Chatapp templates";

// Any JSON object is linted (a half-typed template is the normal case); only a non-object is a 400.
const draftBody = z
  .record(z.string(), z.unknown(), { error: "must be a JSON object" })
  .meta({ id: "ChatappTemplateDraft", description: "The template fields of a create (see ChatappTemplateInput), complete or not" });

export const validateTemplateRoute = defineRoute({
  method: "POST",
  path: "/api/v1/chatapp/templates/validate",
  tag,
  summary: "Lint a template without creating it",
  description:
    "Runs every rule that create runs before anything is sent (except name uniqueness) and answers 200 with `valid` and one `{path, message}` per problem, e.g. `buttons.2.text`. The template builder calls it as the user types.",
  scope: "templates:write",
  body: draftBody,
  response: validateResultSchema,
});
