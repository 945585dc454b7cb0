import { z } from "zod";
import { defineRoute } from "@/lib/http/contract";
import {
  createIntegrationInput,
  inboundParams,
  inboundResultSchema,
  integrationIdParams,
  integrationListSchema,
  integrationSchema,
  integrationSecretSchema,
  listIntegrationsQuery,
  listWebEventsQuery,
  updateIntegrationInput,
  webEventListSchema,
} from "./schemas";

const tag = "Web events";

export const listIntegrationsRoute = defineRoute({
  method: "GET",
  path: "/api/v1/web-events",
  tag,
  summary: "List web-event integrations",
  scope: "automations:read",
  query: listIntegrationsQuery,
  response: integrationListSchema,
});

export const createIntegrationRoute = defineRoute({
  method: "POST",
  path: "/api/v1/web-events",
  tag,
  summary: "Create a web-event integration (its secret is generated and shown only in the dashboard)",
  scope: "automations:write",
  body: createIntegrationInput,
  response: integrationSchema,
});

export const getIntegrationRoute = defineRoute({
  method: "GET",
  path: "/api/v1/web-events/{id}",
  tag,
  summary: "Get a web-event integration",
  scope: "automations:read",
  params: integrationIdParams,
  response: integrationSchema,
});

export const updateIntegrationRoute = defineRoute({
  method: "PUT",
  path: "/api/v1/web-events/{id}",
  tag,
  summary: "Update a web-event integration",
  description: "Changing authType keeps the secret; regenerate it from the dashboard if needed.",
  scope: "automations:write",
  params: integrationIdParams,
  body: updateIntegrationInput,
  response: integrationSchema,
});

export const deleteIntegrationRoute = defineRoute({
  method: "DELETE",
  path: "/api/v1/web-events/{id}",
  tag,
  summary: "Delete a web-event integration and its received events",
  scope: "automations:write",
  params: integrationIdParams,
  response: integrationSchema,
});

export const listReceivedEventsRoute = defineRoute({
  method: "GET",
  path: "/api/v1/web-events/{id}/events",
  tag,
  summary: "Recent events received by an integration, newest first, with their contact match",
  scope: "automations:read",
  params: integrationIdParams,
  query: listWebEventsQuery,
  response: webEventListSchema,
});

export const getIntegrationSecretRoute = defineRoute({
  method: "GET",
  path: "/api/v1/web-events/{id}/secret",
  tag,
  summary: "Reveal the integration secret (dashboard sessions and JWTs only; API tokens get 401)",
  auth: "user",
  scope: "automations:write",
  params: integrationIdParams,
  response: integrationSecretSchema,
});

export const regenerateIntegrationSecretRoute = defineRoute({
  method: "POST",
  path: "/api/v1/web-events/{id}/secret/regenerate",
  tag,
  summary: "Replace the integration secret (dashboard sessions and JWTs only)",
  auth: "user",
  scope: "automations:write",
  params: integrationIdParams,
  response: integrationSecretSchema,
});

export const receiveWebEventRoute = defineRoute({
  method: "POST",
  path: "/api/webhook/web-events/{integrationId}",
  operationId: "webEvents.receive",
  tag,
  summary: "A website posts a JSON event",
  description:
    "No bearer credential. HMAC_SHA256 integrations send `X-Webhook-Signature: <hex HMAC-SHA256(secret, rawBody)>` (a `sha256=` prefix is accepted); " +
    "API_KEY integrations send the secret in `X-Api-Key`. 401 for a bad or missing credential, 404 for an unknown integration, " +
    "400 when the body is not a JSON object, 413 over 256 KB.",
  auth: "public",
  params: inboundParams,
  body: z.record(z.string(), z.unknown()).meta({ description: "Any JSON object; fields named by the contact mapping identify the contact" }),
  response: inboundResultSchema,
});
