import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { openApiDocument } from "./document";

type Problem = { ruleId: string; severity: string; message: string; location?: { pointer?: string }[] };
type LintReport = { totals: { errors: number; warnings: number }; version: string; problems: Problem[] };

const dir = mkdtempSync(path.join(tmpdir(), "openapi-lint-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The pinned Redocly CLI over the document as served, with the committed redocly.yaml. */
async function lint(doc: object): Promise<LintReport> {
  const file = path.join(dir, "openapi.json");
  writeFileSync(file, JSON.stringify(doc));
  const cli = path.resolve("node_modules/@redocly/cli/bin/cli.js");
  // No telemetry and no update check: the test runs offline. Exit code 1 means problems; the
  // JSON report says which, so it is read either way.
  const env = { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true", NO_COLOR: "1" };
  const run = promisify(execFile)(process.execPath, [cli, "lint", file, "--config", path.resolve("redocly.yaml"), "--format", "json", "--max-problems", "1000"], { env, maxBuffer: 64 << 20 });
  const { stdout } = await run.catch((err: { stdout?: string; stderr?: string }) => {
    if (!err.stdout) throw new Error(`redocly did not run: ${err.stderr ?? err}`);
    return { stdout: err.stdout };
  });
  return JSON.parse(stdout) as LintReport;
}

const describeProblem = (p: Problem) => `${p.severity} ${p.ruleId} at ${p.location?.[0]?.pointer ?? "?"}: ${p.message}`;

describe("the OpenAPI document under Redocly's recommended rules", () => {
  // Rules switched off on purpose are in redocly.yaml with the reason; everything else counts.
  it("has no error and no warning", async () => {
    const report = await lint(openApiDocument());
    expect(report.version).toMatch(/^\d+\./);
    expect(report.problems.map(describeProblem)).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  }, 30_000);

  // The check itself works: a document with a known problem is reported.
  it("reports an operation without operationId", async () => {
    const doc = structuredClone(openApiDocument()) as { paths: Record<string, Record<string, { operationId?: string }>> };
    delete doc.paths["/api/v1/contacts"].get.operationId;
    const report = await lint(doc);
    expect(report.problems.map((p) => `${p.ruleId} ${p.location?.[0]?.pointer}`)).toEqual(["operation-operationId #/paths/~1api~1v1~1contacts/get/operationId"]);
  }, 30_000);
});
