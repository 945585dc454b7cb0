import { defineRoute } from "@/lib/http/contract";
import { deletedSchema, idParams } from "../schemas";
import { createLeadInput, leadListSchema, leadSchema, listLeadsQuery, updateLeadInput } from "./schemas";

const tag = "Leads";
const base = "/api/v1/leads";
const one = `${base}/{id}`;
const LINKS = "contactId, conversationId and assigneeId must be of the caller's company (else 400 naming the field); the conversation must be the contact's.";

export const listLeadsRoute = defineRoute({ method: "GET", path: base, tag, summary: "List leads, newest first", scope: "leads:read", query: listLeadsQuery, response: leadListSchema });

export const createLeadRoute = defineRoute({
  method: "POST",
  path: base,
  tag,
  summary: "Create a lead",
  description: `Stages NEW, CONTACTED, QUALIFIED, PROPOSAL are open; WON and LOST close the lead. ${LINKS} Emits lead.created.`,
  scope: "leads:write",
  body: createLeadInput,
  response: leadSchema,
});

export const getLeadRoute = defineRoute({ method: "GET", path: one, tag, summary: "Get a lead", scope: "leads:read", params: idParams, response: leadSchema });

export const updateLeadRoute = defineRoute({
  method: "PATCH",
  path: one,
  tag,
  summary: "Change, assign or move a lead",
  description: `Open stages move freely and to WON or LOST. A WON or LOST lead only takes a stage back to an open one (reopen); other changes answer 409 CONFLICT with details.stage. lostReason is kept only while the stage is LOST. ${LINKS}`,
  scope: "leads:write",
  params: idParams,
  body: updateLeadInput,
  response: leadSchema,
});

export const deleteLeadRoute = defineRoute({ method: "DELETE", path: one, tag, summary: "Delete a lead", description: "Tasks linked to it stay, without the link.", scope: "leads:write", params: idParams, response: deletedSchema });
