import { defineRoute } from "@/lib/http/contract";
import {
  createQuickReplyInput,
  createSavedTemplateInput,
  deletedSchema,
  interactiveMessageInput,
  interactiveMessageListSchema,
  interactiveMessageSchema,
  libraryIdParams,
  listQuickRepliesQuery,
  listSavedTemplatesQuery,
  quickReplyCategoriesSchema,
  quickReplyListSchema,
  quickReplySchema,
  savedTemplateListSchema,
  savedTemplateSchema,
  templateDetailSchema,
  updateQuickReplyInput,
  updateSavedTemplateInput,
} from "./schemas";

const tag = "Photoapp library";
const params = libraryIdParams;

export const listPhotoappTemplatesRoute = defineRoute({
  method: "GET",
  path: "/api/v1/photoapp/templates",
  tag,
  summary: "List saved photoapp templates, newest first",
  scope: "templates:read",
  query: listSavedTemplatesQuery,
  response: savedTemplateListSchema,
});

export const createPhotoappTemplateRoute = defineRoute({
  method: "POST",
  path: "/api/v1/photoapp/templates",
  tag,
  summary: "Save a photoapp template (1 to 10 cards, up to 3 buttons each)",
  scope: "templates:write",
  body: createSavedTemplateInput,
  response: savedTemplateSchema,
});

export const getPhotoappTemplateRoute = defineRoute({
  method: "GET",
  path: "/api/v1/photoapp/templates/{id}",
  tag,
  summary: "Get a saved photoapp template",
  scope: "templates:read",
  params,
  response: savedTemplateSchema,
});

export const updatePhotoappTemplateRoute = defineRoute({
  method: "PUT",
  path: "/api/v1/photoapp/templates/{id}",
  tag,
  summary: "Update a saved photoapp template (fields left out are unchanged)",
  scope: "templates:write",
  params,
  body: updateSavedTemplateInput,
  response: savedTemplateSchema,
});

export const deletePhotoappTemplateRoute = defineRoute({
  method: "DELETE",
  path: "/api/v1/photoapp/templates/{id}",
  tag,
  summary: "Delete a saved photoapp template (messages sent from it stay)",
  scope: "templates:write",
  params,
  response: deletedSchema,
});

export const photoappTemplateDetailRoute = defineRoute({
  method: "GET",
  path: "/api/v1/photoapp/templates/{id}/detail",
  tag,
  summary: "A saved photoapp template with its usage",
  description: "usage counts the outbound messages sent from the template by their current status, with the 10 newest.",
  scope: "templates:read",
  params,
  response: templateDetailSchema,
});

export const listInteractiveMessagesRoute = defineRoute({
  method: "GET",
  path: "/api/v1/photoapp/interactive-messages",
  tag,
  summary: "List saved interactive messages, newest first",
  scope: "library:read",
  response: interactiveMessageListSchema,
});

export const createInteractiveMessageRoute = defineRoute({
  method: "POST",
  path: "/api/v1/photoapp/interactive-messages",
  tag,
  summary: "Save an interactive message (buttons or quick replies)",
  description: "config is validated by type: buttons takes {text, buttons (1 to 3)}, quick_replies takes {text, quickReplies (1 to 13)}.",
  scope: "library:write",
  body: interactiveMessageInput,
  response: interactiveMessageSchema,
});

export const getInteractiveMessageRoute = defineRoute({
  method: "GET",
  path: "/api/v1/photoapp/interactive-messages/{id}",
  tag,
  summary: "Get a saved interactive message",
  scope: "library:read",
  params,
  response: interactiveMessageSchema,
});

export const updateInteractiveMessageRoute = defineRoute({
  method: "PUT",
  path: "/api/v1/photoapp/interactive-messages/{id}",
  tag,
  summary: "Replace a saved interactive message (name, type and config, all required)",
  scope: "library:write",
  params,
  body: interactiveMessageInput,
  response: interactiveMessageSchema,
});

export const deleteInteractiveMessageRoute = defineRoute({
  method: "DELETE",
  path: "/api/v1/photoapp/interactive-messages/{id}",
  tag,
  summary: "Delete a saved interactive message",
  scope: "library:write",
  params,
  response: deletedSchema,
});

export const listQuickRepliesRoute = defineRoute({
  method: "GET",
  path: "/api/v1/photoapp/quick-replies",
  tag,
  summary: "List quick replies by shortcut",
  scope: "library:read",
  query: listQuickRepliesQuery,
  response: quickReplyListSchema,
});

export const createQuickReplyRoute = defineRoute({
  method: "POST",
  path: "/api/v1/photoapp/quick-replies",
  tag,
  summary: "Create a quick reply",
  description: "409 CONFLICT when the company has a quick reply with the same shortcut (any case).",
  scope: "library:write",
  body: createQuickReplyInput,
  response: quickReplySchema,
});

export const quickReplyCategoriesRoute = defineRoute({
  method: "GET",
  path: "/api/v1/photoapp/quick-replies/categories",
  tag,
  summary: "The quick-reply categories in use, with how many each holds",
  scope: "library:read",
  response: quickReplyCategoriesSchema,
});

export const getQuickReplyRoute = defineRoute({
  method: "GET",
  path: "/api/v1/photoapp/quick-replies/{id}",
  tag,
  summary: "Get a quick reply",
  scope: "library:read",
  params,
  response: quickReplySchema,
});

export const updateQuickReplyRoute = defineRoute({
  method: "PUT",
  path: "/api/v1/photoapp/quick-replies/{id}",
  tag,
  summary: "Update a quick reply (fields left out are unchanged)",
  description: "409 CONFLICT when the new shortcut is taken (any case).",
  scope: "library:write",
  params,
  body: updateQuickReplyInput,
  response: quickReplySchema,
});

export const deleteQuickReplyRoute = defineRoute({
  method: "DELETE",
  path: "/api/v1/photoapp/quick-replies/{id}",
  tag,
  summary: "Delete a quick reply",
  scope: "library:write",
  params,
  response: deletedSchema,
});
