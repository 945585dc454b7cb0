import { OpenAPIRegistry, OpenApiGeneratorV31 } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import { ERROR_STATUS } from "@/lib/domain/errors";
import type { RouteContract } from "@/lib/http/contract";
import { ALL_ROUTES } from "./all-routes";
import { operationIds } from "./operation-id";
import { registerWebhooks } from "./webhooks";

const errorSchema = z
  .object({
    error: z.object({
      code: z.enum(Object.keys(ERROR_STATUS) as [string, ...string[]]),
      message: z.string(),
      details: z.record(z.string(), z.unknown()).optional(),
      requestId: z.string(),
    }),
  })
  .meta({ id: "Error" });

function errorResponse(description: string) {
  return { description, content: { "application/json": { schema: errorSchema } } };
}

function security(route: RouteContract): Record<string, string[]>[] {
  if (route.auth === "public") return [];
  const scope: string[] = route.scope && route.scope !== "authenticated" ? [route.scope] : [];
  return route.auth === "user" ? [{ bearerJwt: scope }, { session: scope }] : [{ apiToken: scope }, { bearerJwt: scope }, { session: scope }];
}

function register(registry: OpenAPIRegistry, route: RouteContract, operationId: string) {
  const isPublic = route.auth === "public";
  registry.registerPath({
    method: route.method.toLowerCase() as "get",
    path: route.path,
    operationId,
    tags: [route.tag],
    summary: route.summary,
    description: [route.description, isPublic ? null : `Scope: \`${route.scope}\`.`, route.auth === "user" ? "API tokens are refused (401)." : null]
      .filter(Boolean)
      .join("\n\n"),
    security: security(route),
    "x-scope": route.scope ?? null,
    request: {
      params: route.params as never,
      query: route.query as never,
      body: route.body ? { content: { "application/json": { schema: route.body } } } : undefined,
    },
    responses: {
      200: { description: "Success", content: { [route.responseType ?? "application/json"]: { schema: route.response } } },
      400: errorResponse("VALIDATION_ERROR: the message names the field; details.fields lists each problem"),
      ...(isPublic ? {} : { 401: errorResponse("UNAUTHORIZED"), 403: errorResponse("INSUFFICIENT_PERMISSIONS") }),
      ...(route.params ? { 404: errorResponse("NOT_FOUND (also for another company's resource)") } : {}),
      429: errorResponse("TOO_MANY_REQUESTS, with Retry-After"),
      500: errorResponse("INTERNAL_ERROR"),
    },
  });
}

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"];

let cached: object | undefined;

export function openApiDocument(): object {
  if (cached) return cached;
  const registry = new OpenAPIRegistry();
  registry.registerComponent("securitySchemes", "apiToken", {
    type: "http",
    scheme: "bearer",
    description: "API token (`service_…`), created in Settings → API tokens. 60 requests per minute per token.",
  });
  registry.registerComponent("securitySchemes", "bearerJwt", {
    type: "http",
    scheme: "bearer",
    bearerFormat: "JWT",
    description: "Short-lived JWT from POST /api/v1/auth/token; scopes follow the user's role.",
  });
  registry.registerComponent("securitySchemes", "session", { type: "apiKey", in: "cookie", name: "next-auth.session-token", description: "Dashboard session" });
  const ids = operationIds(ALL_ROUTES);
  // In path order, not module order: ESM sorts a module's exports by name and CommonJS keeps
  // them as written, and the generator's output (where a shared schema is first met) follows the
  // order, so the app, tests and scripts/generate-sdk.ts would disagree otherwise.
  const ordered = [...ALL_ROUTES].sort((a, b) => a.path.localeCompare(b.path, "en") || METHODS.indexOf(a.method) - METHODS.indexOf(b.method));
  for (const route of ordered) register(registry, route, ids[`${route.method} ${route.path}`]);
  registerWebhooks(registry);
  cached = new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: "3.1.0",
    info: {
      title: "Omnichannel Customer Communication Service API",
      version: "1.0.0",
      description:
        "REST API over JSON. Every error uses `{error:{code,message,details,requestId}}`; every response carries `X-Request-Id` and `X-RateLimit-*` headers.",
      // The service is run by its operator for its customers; the spec names no public licence or address.
      license: { name: "Proprietary: use under your service agreement", identifier: "LicenseRef-Proprietary" },
      contact: { name: "API support: quote the X-Request-Id of the response" },
    },
    servers: [{ url: "/" }],
  });
  return cached;
}
