import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { envTable, TABLE_END, TABLE_START, withEnvTable } from "./table";
import { GROUPS, VARS } from "./vars";

const readme = readFileSync(path.resolve(__dirname, "../../../README.md"), "utf8");

describe("README's configuration tables", () => {
  it("are what lib/config/variables/ generates (run `npm run docs:env` after changing a variable)", () => {
    const start = readme.indexOf(TABLE_START);
    const end = readme.indexOf(TABLE_END);
    expect(start, `README.md lacks ${TABLE_START}`).toBeGreaterThanOrEqual(0);
    expect(readme.slice(start, end + TABLE_END.length)).toBe(envTable());
  });

  it("list every variable exactly once, each with a one-line description", () => {
    const names = GROUPS.flatMap((g) => Object.keys(g.vars));
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(Object.keys(VARS));
    for (const [name, s] of Object.entries(VARS)) {
      expect(s.doc.trim(), name).not.toBe("");
      expect(s.doc, name).not.toContain("\n");
    }
  });

  it("rewriting leaves the rest of the README alone, and refuses a README without markers", () => {
    expect(withEnvTable(readme)).toBe(readme);
    expect(() => withEnvTable("# no table")).toThrow(/env-table:start/);
  });
});
