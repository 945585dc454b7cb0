import { z } from "zod";
import { defineRoute } from "@/lib/http/contract";
import { setupInput, setupStatusSchema } from "@/lib/company/schemas";
import { email } from "@/lib/company/schemas";

export const healthRoute = defineRoute({
  method: "GET",
  path: "/api/health",
  tag: "System",
  summary: "Health check",
  description: "200 once the database answers. Never rate-limited: load balancers and monitors poll it.",
  auth: "public",
  rateLimit: false,
  response: z.object({ status: z.literal("ok") }),
});

export const openapiRoute = defineRoute({
  method: "GET",
  path: "/api/v1/openapi.json",
  operationId: "openapi.get",
  tag: "System",
  summary: "This OpenAPI 3.1 document",
  auth: "public",
  response: z.object({}).passthrough(),
});

export const setupStatusRoute = defineRoute({
  method: "GET",
  path: "/api/v1/setup",
  tag: "System",
  summary: "Whether first-run setup is still needed",
  auth: "public",
  response: setupStatusSchema,
});

export const setupRoute = defineRoute({
  method: "POST",
  path: "/api/v1/setup",
  tag: "System",
  summary: "First-run setup: create the company and its owner",
  description: "Only while no company exists; afterwards 409 CONFLICT.",
  auth: "public",
  body: setupInput,
  response: z.object({
    company: z.object({ id: z.string(), name: z.string(), slug: z.string() }).passthrough(),
    user: z.object({ id: z.string(), email: z.string(), name: z.string(), role: z.string() }),
  }),
});

export const issueJwtRoute = defineRoute({
  method: "POST",
  path: "/api/v1/auth/token",
  tag: "Authentication",
  summary: "Exchange email and password for a short-lived JWT",
  description: "The JWT is accepted as `Authorization: Bearer <jwt>`; the user's role decides its scopes. Limited to 10 attempts a minute per address and email.",
  auth: "public",
  body: z.object({ email, password: z.string().min(1, "is required").max(200) }).meta({ id: "IssueJwtInput" }),
  response: z
    .object({ accessToken: z.string(), tokenType: z.literal("Bearer"), expiresIn: z.number(), expiresAt: z.string() })
    .meta({ id: "AccessToken" }),
});
