import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import madge from "madge";
import { describe, expect, it } from "vitest";

/**
 * The import graph's rules, checked rather than written down: no cycles anywhere (type-only
 * imports count: an interface belongs apart from the factory or registry that uses it), the
 * schema stands on its own, and server modules never reach the browser's bundle.
 */
const ROOTS = ["lib", "db", "app", "components", "scripts"];

describe("import boundaries", () => {
  it("has no import cycle, type-only imports included", async () => {
    const graph = await madge(ROOTS, {
      fileExtensions: ["ts", "tsx"],
      tsConfig: "tsconfig.json",
      excludeRegExp: [/node_modules/, /\.next/, /db\/migrations/],
      detectiveOptions: { ts: { skipTypeImports: false }, tsx: { skipTypeImports: false } },
    });
    expect(graph.circular()).toEqual([]);
  }, 60_000);

  it("keeps db/schema free of lib/ imports", () => {
    const dir = "db/schema";
    const offenders = readdirSync(dir)
      .filter((f) => f.endsWith(".ts"))
      .flatMap((f) => {
        const text = readFileSync(path.join(dir, f), "utf8");
        return [...text.matchAll(/from\s+["']([^"']+)["']/g)].map((m) => m[1]!).filter((spec) => spec.startsWith("@/lib") || spec.includes("/lib/")).map((spec) => `${f}: ${spec}`);
      });
    expect(offenders).toEqual([]);
  });

  it("lets no client component import a server-only module directly", () => {
    const walk = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [path.join(dir, e.name)] : []));
    const clientFiles = ["components", "lib/client", "app"].flatMap(walk);
    const serverOnly = new Set<string>();
    const isServerOnly = (spec: string) => {
      if (!spec.startsWith("@/")) return false;
      if (serverOnly.has(spec)) return true;
      for (const ext of [".ts", ".tsx", "/index.ts"]) {
        try {
          if (readFileSync(spec.slice(2) + ext, "utf8").startsWith('import "server-only";')) {
            serverOnly.add(spec);
            return true;
          }
        } catch {
          // not this extension
        }
      }
      return false;
    };
    const offenders = clientFiles.flatMap((file) => {
      const text = readFileSync(file, "utf8");
      if (!/^["']use client["']/.test(text)) return [];
      return [...text.matchAll(/^import\s+(?!type\b)[^;]*?from\s+["']([^"']+)["']/gm)].map((m) => m[1]!).filter(isServerOnly).map((spec) => `${file}: ${spec}`);
    });
    expect(offenders).toEqual([]);
  });
});
