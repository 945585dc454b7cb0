import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SDK_TYPES_FILE, sdkTypesSource } from "./sdk-types";

// Regenerated in memory: CI fails when a contract changed and `npm run sdk:generate` was not run.
describe("the SDK's generated types", () => {
  it("are what the current route contracts generate", async () => {
    const committed = readFileSync(SDK_TYPES_FILE, "utf8");
    const fresh = await sdkTypesSource();
    if (committed !== fresh) {
      const a = committed.split("\n");
      const b = fresh.split("\n");
      const line = a.findIndex((l, i) => l !== b[i]);
      expect.fail(`sdk/src/generated/openapi.ts is stale (first difference at line ${line + 1}: ${JSON.stringify(a[line])} vs ${JSON.stringify(b[line])}): run \`npm run sdk:generate\``);
    }
    expect(fresh).toContain('"contacts.list": {');
  }, 30_000);
});
