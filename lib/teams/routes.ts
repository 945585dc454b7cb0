import { defineRoute } from "@/lib/http/contract";
import { addTeamMembersInput, createTeamInput, teamDeletedSchema, teamIdParams, teamListSchema, teamMemberParams, teamSchema, updateTeamInput } from "./schemas";

const tag = "Teams";
const base = "/api/v1/teams";
const one = `${base}/{teamId}`;

// Every role reads teams (the inbox's team filter and the assign picker); owners and admins
// shape them, since a team decides who auto-assignment gives conversations to.
export const listTeamsRoute = defineRoute({ method: "GET", path: base, tag, summary: "List the company's teams with their members and inboxes", scope: "teams:read", response: teamListSchema });

export const createTeamRoute = defineRoute({
  method: "POST",
  path: base,
  tag,
  summary: "Create a team",
  description: "409 CONFLICT (`details.field: name`) when the company has a team of that name, any case. `memberIds` must be the company's users.",
  scope: "teams:write",
  body: createTeamInput,
  response: teamSchema,
});

export const getTeamRoute = defineRoute({ method: "GET", path: one, tag, summary: "Get a team", scope: "teams:read", params: teamIdParams, response: teamSchema });

export const updateTeamRoute = defineRoute({ method: "PATCH", path: one, tag, summary: "Rename a team or change its description", scope: "teams:write", params: teamIdParams, body: updateTeamInput, response: teamSchema });

export const deleteTeamRoute = defineRoute({
  method: "DELETE",
  path: one,
  tag,
  summary: "Delete a team",
  description: "Its inboxes and conversations keep working with no team: their team is cleared, nothing else changes.",
  scope: "teams:write",
  params: teamIdParams,
  response: teamDeletedSchema,
});

export const addTeamMembersRoute = defineRoute({
  method: "POST",
  path: `${one}/members`,
  tag,
  summary: "Add members to a team",
  description: "Users already in the team are left as they are. Each id must be one of the company's users (400 names each unknown one).",
  scope: "teams:write",
  params: teamIdParams,
  body: addTeamMembersInput,
  response: teamSchema,
});

export const removeTeamMemberRoute = defineRoute({
  method: "DELETE",
  path: `${one}/members/{userId}`,
  tag,
  summary: "Remove a member from a team",
  description: "Their conversations stay assigned to them; auto-assignment stops picking them for the team's inboxes.",
  scope: "teams:write",
  params: teamMemberParams,
  response: teamSchema,
});
