import { defineRoute } from "@/lib/http/contract";
import { apiTokenSchema, createdTokenSchema, createTokenInput, tokenIdParams, tokenListSchema } from "./schemas";

export const listTokensRoute = defineRoute({
  method: "GET",
  path: "/api/v1/tokens",
  tag: "API tokens",
  summary: "List the company's API tokens",
  auth: "user",
  scope: "tokens:read",
  response: tokenListSchema,
});

export const createTokenRoute = defineRoute({
  method: "POST",
  path: "/api/v1/tokens",
  tag: "API tokens",
  summary: "Create an API token",
  description: "The token is in this response only; it is stored as a SHA-256 hash. Scopes cannot exceed the caller's role.",
  auth: "user",
  scope: "tokens:write",
  body: createTokenInput,
  response: createdTokenSchema,
});

export const revokeTokenRoute = defineRoute({
  method: "DELETE",
  path: "/api/v1/tokens/{id}",
  operationId: "tokens.revoke",
  tag: "API tokens",
  summary: "Revoke an API token",
  auth: "user",
  scope: "tokens:write",
  params: tokenIdParams,
  response: apiTokenSchema,
});
