import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ALL_ROUTES } from "./all-routes";

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
    return [...methods].map(([method, p]) => `${method} ${p}`);
  });
}

// Reads files only, so it runs in the unit tier (no build, no server).
describe("route files", () => {
  it("has a contract in ALL_ROUTES for every route handler in app/api", () => {
    const contracts = new Set(ALL_ROUTES.map((r) => `${r.method} ${r.path}`));
    const onDisk = handlersOnDisk();
    expect(onDisk.length).toBeGreaterThan(5);
    expect(onDisk.filter((h) => !contracts.has(h))).toEqual([]);
  });

});
