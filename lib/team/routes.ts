import { defineRoute } from "@/lib/http/contract";
import { addMemberInput, meSchema, memberIdParams, teamListSchema, teamMemberSchema, updateMemberInput } from "./schemas";

export const meRoute = defineRoute({
  method: "GET",
  path: "/api/v1/me",
  tag: "Team",
  summary: "The caller: user, company and effective scopes",
  scope: "authenticated",
  response: meSchema,
});

export const listMembersRoute = defineRoute({
  method: "GET",
  path: "/api/v1/users",
  tag: "Team",
  summary: "List team members",
  auth: "user",
  scope: "team:read",
  response: teamListSchema,
});

export const addMemberRoute = defineRoute({
  method: "POST",
  path: "/api/v1/users",
  tag: "Team",
  summary: "Add a team member",
  auth: "user",
  scope: "team:write",
  body: addMemberInput,
  response: teamMemberSchema,
});

export const updateMemberRoute = defineRoute({
  method: "PATCH",
  path: "/api/v1/users/{id}",
  tag: "Team",
  summary: "Change a member's role or name",
  auth: "user",
  scope: "team:write",
  params: memberIdParams,
  body: updateMemberInput,
  response: teamMemberSchema,
});

export const removeMemberRoute = defineRoute({
  method: "DELETE",
  path: "/api/v1/users/{id}",
  tag: "Team",
  summary: "Remove a team member (their API tokens are revoked)",
  auth: "user",
  scope: "team:write",
  params: memberIdParams,
  response: teamMemberSchema,
});
