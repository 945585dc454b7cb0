import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ALL_ROUTES } from "@/lib/openapi/all-routes";
import { call } from "./support/http";

// Handlers that are not part of the public API: next-auth's own endpoints and the JSON 404.
const NOT_API = ["/api/auth/{nextauth}", "/api/v1/{path}"];

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? routeFiles(p) : e.name === "route.ts" ? [p] : [];
  });
}

/** Every exported HTTP handler under app/api as "METHOD /path/{param}". */
function handlersOnDisk(): string[] {
  const root = path.resolve("app");
  return routeFiles(path.join(root, "api")).flatMap((file) => {
    const urlPath =
      "/" +
      path
        .relative(root, path.dirname(file))
        .split(path.sep)
        .map((seg) => seg.replace(/^\[\.{3}(\w+)\]$/, "{$1}").replace(/^\[(\w+)\]$/, "{$1}"))
        .join("/");
    if (NOT_API.includes(urlPath)) return [];
    const src = readFileSync(file, "utf8");
    const methods = new Map<string, string>();
    for (const m of src.matchAll(/export\s+(?:const|async function|function)\s+(GET|POST|PUT|PATCH|DELETE)\b/g)) methods.set(m[1], urlPath);
    for (const m of src.matchAll(/export\s*\{([^}]*)\}/g)) for (const n of m[1].matchAll(/\bas\s+(GET|POST|PUT|PATCH|DELETE)\b/g)) methods.set(n[1], urlPath);
    // renameParam("a", "b", …): the handler serves the folder's {a} segment as {b}.
    for (const m of src.matchAll(/export\s+const\s+(GET|POST|PUT|PATCH|DELETE)\s*=\s*renameParam\(\s*"(\w+)",\s*"(\w+)"/g)) methods.set(m[1], urlPath.replace(`{${m[2]}}`, `{${m[3]}}`));
    return [...methods].map(([method, p]) => `${method} ${p}`);
  });
}

type Doc = {
  openapi: string;
  paths: Record<string, Record<string, { "x-scope"?: string | null; security?: unknown[]; responses: Record<string, unknown> }>>;
  components: { securitySchemes: Record<string, unknown> };
};

describe("OpenAPI document", () => {
  it("has a contract in ALL_ROUTES for every route handler in app/api", () => {
    const contracts = new Set(ALL_ROUTES.map((r) => `${r.method} ${r.path}`));
    const onDisk = handlersOnDisk();
    expect(onDisk.length).toBeGreaterThan(5);
    expect(onDisk.filter((h) => !contracts.has(h))).toEqual([]);
  });

  it("is OpenAPI 3.1 with every route, its scope and the security schemes", async () => {
    const res = await call<Doc>("GET", "/api/v1/openapi.json");
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\.1\./);
    expect(Object.keys(res.body.components.securitySchemes).sort()).toEqual(["apiToken", "bearerJwt", "session"]);
    for (const r of ALL_ROUTES) {
      const op = res.body.paths[r.path]?.[r.method.toLowerCase()];
      expect(op, `${r.method} ${r.path}`).toBeDefined();
      expect(op["x-scope"] ?? null).toBe(r.scope ?? null);
      if (r.auth !== "public") expect(op.security?.length).toBeGreaterThan(0);
      expect(op.responses["200"]).toBeDefined();
    }
  });

  it("documents request bodies from the same zod schemas that validate", async () => {
    const res = await call<{ paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: unknown }> } }>>; components: { schemas: Record<string, { required?: string[]; properties?: Record<string, unknown> }> } }>(
      "GET",
      "/api/v1/openapi.json",
    );
    const body = res.body.paths["/api/v1/tokens"].post.requestBody!.content["application/json"].schema as { $ref: string };
    const name = body.$ref.split("/").pop()!;
    const schema = res.body.components.schemas[name];
    expect(schema.required).toEqual(expect.arrayContaining(["name", "scopes"]));
    expect(Object.keys(schema.properties!)).toEqual(expect.arrayContaining(["name", "scopes", "expiresAt"]));
  });

  it("serves the interactive reference at /docs without any CDN", async () => {
    const page = await call<string>("GET", "/docs");
    expect(page.status).toBe(200);
    expect(page.body).toContain("/docs/scalar.js");
    expect(page.body).toContain("/api/v1/openapi.json");
    expect(page.body).not.toMatch(/cdn\.jsdelivr|fonts\.scalar\.com|unpkg/);
    const bundle = await call<string>("GET", "/docs/scalar.js");
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get("content-type")).toContain("javascript");
    expect(String(bundle.body).length).toBeGreaterThan(100_000);
  });
});
