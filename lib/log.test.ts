import { afterEach, describe, expect, it, vi } from "vitest";
import { log } from "./log";

afterEach(() => vi.restoreAllMocks());

describe("log", () => {
  it("writes one JSON line and masks anything that looks like a secret", () => {
    const lines: string[] = [];
    vi.spyOn(process.stdout, "write").mockImplementation((chunk) => {
      lines.push(String(chunk));
      return true;
    });
    const prev = process.env.LOG_LEVEL;
    delete process.env.LOG_LEVEL;
    log.info("request", { path: "/x", headers: { authorization: "Bearer service_abc", accept: "json" }, accessToken: "EAAG", password: "p" });
    if (prev === undefined) delete process.env.LOG_LEVEL;
    else process.env.LOG_LEVEL = prev;
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0]);
    expect(entry).toMatchObject({ level: "info", msg: "request", path: "/x", headers: { authorization: "[redacted]", accept: "json" } });
    expect(entry.accessToken).toBe("[redacted]");
    expect(lines[0]).not.toContain("service_abc");
    expect(lines[0]).not.toContain("EAAG");
  });
});

describe("errorFields", () => {
  it("logs a failed query by the database's message, not the customers' data in its parameters", async () => {
    const { errorFields } = await import("./log");
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "contacts_company_phone_key"'), { code: "23505" });
    const err = new Error("Failed query: insert into contacts (name, phone) values ($1, $2)\nparams: Sheena Nelson,15550102030", { cause });
    const fields = errorFields(err);
    expect(fields).toMatchObject({ error: 'query failed: duplicate key value violates unique constraint "contacts_company_phone_key"', code: "23505" });
    expect(JSON.stringify(fields)).not.toContain("15550102030");
  });
});
