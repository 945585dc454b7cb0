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
    process.env.LOG_LEVEL = prev;
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0]);
    expect(entry).toMatchObject({ level: "info", msg: "request", path: "/x", headers: { authorization: "[redacted]", accept: "json" } });
    expect(entry.accessToken).toBe("[redacted]");
    expect(lines[0]).not.toContain("service_abc");
    expect(lines[0]).not.toContain("EAAG");
  });
});
