import { z } from "zod";
import { defineRoute } from "@/lib/http/contract";
import {

  assignInput,
  bulkTagsInput,
  bulkTagsResult,
  contactFiltersQuery,
  contactIdParams,
  contactListSchema,
  contactSchema,
  contactTagParams,
  createContactInput,
  createTagInput,
  findOrCreateInput,
  importInput,
  importResult,
  listContactsQuery,
  noteInput,
  searchQuery,
  setStageInput,
  setStatusInput,
  tagIdParams,
  tagSchema,
  timelineQuery,
  timelineSchema,
  updateContactInput,
  updateTagInput,
} from "./schemas";

const tag = "Contacts";
const tagsTag = "Tags";

export const listContactsRoute = defineRoute({
  method: "GET",
  path: "/api/v1/contacts",
  tag,
  summary: "List contacts with filters, sorting and pages",
  description: "`pagination.total` is exact up to 10,000 matches; beyond that it is an estimate and `totalIsExact` is false.",
  scope: "contacts:read",
  query: listContactsQuery,
  response: contactListSchema,
});

export const createContactRoute = defineRoute({
  method: "POST",
  path: "/api/v1/contacts",
  tag,
  summary: "Create a contact",
  description: "409 CONFLICT when another contact of the company has the same phone.",
  scope: "contacts:write",
  body: createContactInput,
  response: contactSchema,
});

export const searchContactsRoute = defineRoute({
  method: "GET",
  path: "/api/v1/contacts/search",
  tag,
  summary: "Quick search: exact phone or email matches first, then names",
  scope: "contacts:read",
  query: searchQuery,
  response: z.object({ data: z.array(contactSchema) }).meta({ id: "ContactSearchResult" }),
});

export const findOrCreateContactRoute = defineRoute({
  method: "POST",
  path: "/api/v1/contacts/find-or-create",
  tag,
  summary: "Find a contact by phone or create it (race-safe)",
  scope: "contacts:write",
  body: findOrCreateInput,
  response: contactSchema.extend({ created: z.boolean() }).meta({ id: "FindOrCreateContactResult" }),
});

export const customFieldKeysRoute = defineRoute({
  method: "GET",
  path: "/api/v1/contacts/custom-field-keys",
  tag,
  summary: "Every custom-field key used by the company's contacts, with usage counts",
  scope: "contacts:read",
  response: z.object({ data: z.array(z.object({ key: z.string(), usage: z.number() })) }).meta({ id: "CustomFieldKeys" }),
});

export const exportContactsRoute = defineRoute({
  method: "GET",
  path: "/api/v1/contacts/export",
  tag,
  summary: "Export the filtered contacts as CSV",
  description: "Takes the list filters and sort (no paging) and streams `text/csv`. A cell beginning with `=`, `+`, `-`, `@`, a tab or a carriage return is written with a leading `'` so spreadsheets open it as text (CSV formula injection).",
  scope: "contacts:read",
  query: contactFiltersQuery,
  response: z.string().meta({ description: "CSV" }),
});

export const importContactsRoute = defineRoute({
  method: "POST",
  path: "/api/v1/contacts/import",
  tag,
  summary: "Import a batch of mapped CSV rows (up to 1,000)",
  description: "Phones are normalised; a row whose phone matches a contact updates it. Rejected rows come back with the reason.",
  scope: "contacts:write",
  body: importInput,
  response: importResult,
});

export const getContactRoute = defineRoute({
  method: "GET",
  path: "/api/v1/contacts/{id}",
  tag,
  summary: "Get a contact",
  scope: "contacts:read",
  params: contactIdParams,
  response: contactSchema,
});

export const updateContactRoute = defineRoute({
  method: "PUT",
  path: "/api/v1/contacts/{id}",
  tag,
  summary: "Update a contact (fields left out are unchanged)",
  description: "`customFields` is merged: keys set to null are removed. `tagIds`, when given, replaces the contact's tags.",
  scope: "contacts:write",
  params: contactIdParams,
  body: updateContactInput,
  response: contactSchema,
});

export const deleteContactRoute = defineRoute({
  method: "DELETE",
  path: "/api/v1/contacts/{id}",
  tag,
  summary: "Delete a contact with its timeline, tags, conversations and messages",
  scope: "contacts:write",
  params: contactIdParams,
  response: z.object({ id: z.string(), deleted: z.literal(true) }),
});

export const addContactTagRoute = defineRoute({
  method: "POST",
  path: "/api/v1/contacts/{id}/tags/{tagId}",
  operationId: "contacts.addTag",
  tag,
  summary: "Add a tag to a contact (idempotent)",
  scope: "contacts:write",
  params: contactTagParams,
  response: contactSchema,
});

export const removeContactTagRoute = defineRoute({
  method: "DELETE",
  path: "/api/v1/contacts/{id}/tags/{tagId}",
  operationId: "contacts.removeTag",
  tag,
  summary: "Remove a tag from a contact (idempotent)",
  scope: "contacts:write",
  params: contactTagParams,
  response: contactSchema,
});

export const setContactStatusRoute = defineRoute({
  method: "PATCH",
  path: "/api/v1/contacts/{id}/status",
  operationId: "contacts.setStatus",
  tag,
  summary: "Set a contact's status",
  scope: "contacts:write",
  params: contactIdParams,
  body: setStatusInput,
  response: contactSchema,
});

export const setContactStageRoute = defineRoute({
  method: "PATCH",
  path: "/api/v1/contacts/{id}/stage",
  operationId: "contacts.setStage",
  tag,
  summary: "Set a contact's lifecycle stage",
  scope: "contacts:write",
  params: contactIdParams,
  body: setStageInput,
  response: contactSchema,
});

export const assignContactRoute = defineRoute({
  method: "PATCH",
  path: "/api/v1/contacts/{id}/assign",
  tag,
  summary: "Assign a contact to an agent (null unassigns)",
  scope: "contacts:write",
  params: contactIdParams,
  body: assignInput,
  response: contactSchema,
});

export const addContactNoteRoute = defineRoute({
  method: "POST",
  path: "/api/v1/contacts/{id}/note",
  operationId: "contacts.addNote",
  tag,
  summary: "Append a note to a contact",
  scope: "contacts:write",
  params: contactIdParams,
  body: noteInput,
  response: contactSchema,
});

export const contactTimelineRoute = defineRoute({
  method: "GET",
  path: "/api/v1/contacts/{id}/timeline",
  tag,
  summary: "A contact's timeline, newest first",
  scope: "contacts:read",
  params: contactIdParams,
  query: timelineQuery,
  response: timelineSchema,
});

export const bulkContactTagsRoute = defineRoute({
  method: "POST",
  path: "/api/v1/contacts/bulk/tags",
  operationId: "contacts.bulkTag",
  tag,
  summary: "Add or remove tags on up to 10,000 contacts",
  description: "Idempotent; unknown or other companies' contact ids are skipped, unknown tag ids are a 400.",
  scope: "contacts:write",
  body: bulkTagsInput,
  response: bulkTagsResult,
});

export const listTagsRoute = defineRoute({
  method: "GET",
  path: "/api/v1/contacts/tags/all",
  operationId: "contacts.tags.list",
  tag: tagsTag,
  summary: "List tags with how many contacts carry each",
  scope: "contacts:read",
  response: z.object({ data: z.array(tagSchema) }).meta({ id: "TagList" }),
});

export const createTagRoute = defineRoute({
  method: "POST",
  path: "/api/v1/contacts/tags",
  tag: tagsTag,
  summary: "Create a tag",
  description: "409 CONFLICT when a tag of that name (any case) exists.",
  scope: "contacts:write",
  body: createTagInput,
  response: tagSchema,
});

export const updateTagRoute = defineRoute({
  method: "PUT",
  path: "/api/v1/contacts/tags/{tagId}",
  tag: tagsTag,
  summary: "Rename or recolour a tag",
  scope: "contacts:write",
  params: tagIdParams,
  body: updateTagInput,
  response: tagSchema,
});

export const deleteTagRoute = defineRoute({
  method: "DELETE",
  path: "/api/v1/contacts/tags/{tagId}",
  tag: tagsTag,
  summary: "Delete a tag (it is removed from every contact)",
  scope: "contacts:write",
  params: tagIdParams,
  response: z.object({ id: z.string(), deleted: z.literal(true) }),
});
