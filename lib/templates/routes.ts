import { z } from "zod";
import { defineRoute } from "@/lib/http/contract";
import {
  attachMediaInput,
  deleteResultSchema,
  listTemplatesQuery,
  mappingQuery,
  syncResultSchema,
  templateByIdParams,
  templateListSchema,
  templateByNameParams,
  templateVariantsSchema,
  updateMappingInput,
  uploadForTemplateInput,
  uploadHandleSchema,
  usageQuery,
  usageSchema,
} from "./route-schemas";
import { templateInputSchema, templateSchema, validateResultSchema } from "./schemas";

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

// `{template}` is the id on these two operations and the name on the three that cover every
// language; each operation's description says which (see route-schemas.ts).
const BY_ID = "`{template}` is the template's **id**.";
const BY_NAME = "`{template}` is the template's **name**: the operation covers every language of it.";

const MEDIA_409 =
  "A template with a media header (or carousel cards) and no media attached cannot be sent: attach it with PATCH .../{template}/media, or give the header in the send's components.";

export const listTemplatesRoute = defineRoute({
  method: "GET",
  path: "/api/v1/chatapp/templates",
  tag,
  summary: "List templates (filter by status, category, language, name)",
  scope: "templates:read",
  query: listTemplatesQuery,
  response: templateListSchema,
});

export const createTemplateRoute = defineRoute({
  method: "POST",
  path: "/api/v1/chatapp/templates",
  tag,
  summary: "Create a template and submit it for review",
  description:
    "Lints the template (400 with one `details.fields` entry per problem, as `POST .../validate` reports them), stores it as PENDING and submits it to the platform (`POST /{waba-id}/message_templates`). The review result arrives by the platform's status callback, or through `POST .../sync`. A name already used in that language is one of the 400 problems (`name`).",
  scope: "templates:write",
  body: templateInputSchema,
  response: templateSchema,
});

export const getTemplateRoute = defineRoute({
  method: "GET",
  path: "/api/v1/chatapp/templates/{template}",
  tag,
  summary: "Get a template with its status history",
  description: BY_ID,
  scope: "templates:read",
  params: templateByIdParams,
  response: templateSchema,
});

export const attachTemplateMediaRoute = defineRoute({
  method: "PATCH",
  path: "/api/v1/chatapp/templates/{template}/media",
  operationId: "chatapp.templates.attachMedia",
  tag,
  summary: "Attach the media sent with every send (header, carousel cards)",
  description: `${BY_ID} ${MEDIA_409}`,
  scope: "templates:write",
  params: templateByIdParams,
  body: attachMediaInput,
  response: templateSchema,
});

export const syncTemplatesRoute = defineRoute({
  method: "POST",
  path: "/api/v1/chatapp/templates/sync",
  tag,
  summary: "Sync templates and their review status from the platform",
  description: "Pages through the platform's template list: updates status (kept as history), quality and rejection reason, and imports templates created outside the service.",
  scope: "templates:write",
  response: syncResultSchema,
});

export const deleteTemplateRoute = defineRoute({
  method: "DELETE",
  path: "/api/v1/chatapp/templates/{template}",
  tag,
  summary: "Delete every language of a template, on the platform and here",
  description: `${BY_NAME} 409 CONFLICT (\`reason: template_in_use\`, with the campaigns) while a campaign names one of its languages; nothing is deleted then.`,
  scope: "templates:write",
  params: templateByNameParams,
  response: deleteResultSchema,
});

export const templateUsageRoute = defineRoute({
  method: "GET",
  path: "/api/v1/chatapp/templates/{template}/usage",
  tag,
  summary: "The delivery ledger of a template: counts by status and every send",
  description: BY_NAME,
  scope: "templates:read",
  params: templateByNameParams,
  query: usageQuery,
  response: usageSchema,
});

export const updateTemplateMappingRoute = defineRoute({
  method: "PATCH",
  path: "/api/v1/chatapp/templates/{template}/mapping",
  tag,
  summary: "Replace the variable mapping (the platform is not called)",
  description: `${BY_NAME} Checked against each language variant's body variables; \`language\` limits the change to one variant.`,
  scope: "templates:write",
  params: templateByNameParams,
  query: mappingQuery,
  body: updateMappingInput,
  response: templateVariantsSchema,
});

export const uploadForTemplateRoute = defineRoute({
  method: "POST",
  path: "/api/v1/chatapp/media/upload-for-template",
  tag,
  summary: "Upload a header or card sample for review; answers a media handle",
  description:
    "The platform's resumable upload (`POST /{app-id}/uploads`, then the bytes to the upload session). The handle goes in `headerExample` or `carouselCards[].headerMediaHandle`; it is for review only, sends use media ids (PATCH .../media).",
  scope: "templates:write",
  maxBodyBytes: 140 * 1024 * 1024,
  body: uploadForTemplateInput,
  response: uploadHandleSchema,
});
