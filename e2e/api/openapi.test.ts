import { describe, expect, it } from "vitest";
import { ALL_ROUTES } from "@/lib/openapi/all-routes";
import { call } from "./support/http";

type Doc = {
  openapi: string;
  paths: Record<string, Record<string, { "x-scope"?: string | null; security?: unknown[]; responses: Record<string, unknown> }>>;
  components: { securitySchemes: Record<string, unknown> };
};

describe("OpenAPI document", () => {
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
