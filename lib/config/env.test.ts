import { afterEach, describe, expect, expectTypeOf, it } from "vitest";
import { z } from "zod";
import { env, envFrom, EnvError, redactedEnv, validateEnv } from "./env";
import { testEnv } from "@/lib/testing/test-server";
import { VARS } from "./variables/vars";

const KEY = Buffer.alloc(32, 7).toString("base64");

describe("env: defaults and coercion", () => {
  it("applies each default when a variable is unset, empty or blank", () => {
    for (const e of [envFrom({}), envFrom({ DB_POOL_MAX: "", PORT: "  ", WORKERS: "" })]) {
      expect(e.DB_POOL_MAX).toBe(10);
      expect(e.PORT).toBe(3000);
      expect(e.WORKERS).toBe(true);
      expect(e.LOG_LEVEL).toBe("info");
      expect(e.CHATAPP_API_BASE_URL).toBe("https://graph.facebook.com/v21.0");
      expect(e.WEBHOOKS_ALLOWED_TARGETS).toEqual([]);
      expect(e.TRUSTED_PROXIES).toEqual({ kind: "none" });
      expect(e.APP_URL).toBeUndefined();
      expect(e.CAMPAIGN_CLAIM_PARALLEL).toBeUndefined();
    }
  });

  it("coerces numbers, fractions, switches, lists and enums from their text", () => {
    const e = envFrom({
      DB_POOL_MAX: " 20 ",
      WORKFLOW_LEASE_SECONDS: "0.5",
      WORKERS: "off",
      LOG_DEBUG: "TRUE",
      WEBHOOKS_ALLOWED_TARGETS: "127.0.0.1:3101, localhost:3104,[::1]:80",
      TRUSTED_PROXIES: "2",
      LOG_LEVEL: "warn",
    });
    expect(e.DB_POOL_MAX).toBe(20);
    expect(e.WORKFLOW_LEASE_SECONDS).toBe(0.5);
    expect(e.WORKERS).toBe(false);
    expect(e.LOG_DEBUG).toBe(true);
    expect(e.WEBHOOKS_ALLOWED_TARGETS).toEqual(["127.0.0.1:3101", "localhost:3104", "[::1]:80"]);
    expect(e.TRUSTED_PROXIES).toEqual({ kind: "hops", hops: 2 });
    expect(e.LOG_LEVEL).toBe("warn");
    expectTypeOf(e.DB_POOL_MAX).toEqualTypeOf<number>();
    expectTypeOf(e.APP_URL).toEqualTypeOf<string | undefined>();
    expectTypeOf(e.LOG_LEVEL).toEqualTypeOf<"debug" | "info" | "warn" | "error" | "silent">();
  });

  it("carries each description on its zod schema", () => {
    expect(z.globalRegistry.get(VARS.DB_POOL_MAX.kind.schema)?.description).toBe("PostgreSQL connections per process");
  });

  it("accepts every switch spelling and keeps secrets as written", () => {
    for (const on of ["1", "true", "yes", "on", "ON"]) expect(envFrom({ TEST_SERVER_LOGS: on }).TEST_SERVER_LOGS).toBe(true);
    for (const off of ["0", "false", "no", "off"]) expect(envFrom({ TEST_SERVER_LOGS: off }).TEST_SERVER_LOGS).toBe(false);
    expect(envFrom({ NEXTAUTH_SECRET: " spaced secret " }).NEXTAUTH_SECRET).toBe(" spaced secret ");
  });
});

describe("env: a bad value names the variable, the rule and what was given", () => {
  const bad = (vars: Record<string, string>, read: (e: ReturnType<typeof envFrom>) => unknown) => {
    try {
      read(envFrom(vars));
    } catch (err) {
      expect(err).toBeInstanceOf(EnvError);
      return (err as Error).message;
    }
    throw new Error("no error");
  };

  it("a number", () => {
    expect(bad({ DB_POOL_MAX: "abc" }, (e) => e.DB_POOL_MAX)).toBe('DB_POOL_MAX must be a whole number ≥ 1 (got "abc")');
    expect(bad({ DB_POOL_MAX: "0" }, (e) => e.DB_POOL_MAX)).toMatch(/^DB_POOL_MAX must be a whole number ≥ 1/);
    expect(bad({ DB_POOL_MAX: "2.5" }, (e) => e.DB_POOL_MAX)).toMatch(/^DB_POOL_MAX must be a whole number/);
    expect(bad({ PORT: "70000" }, (e) => e.PORT)).toBe('PORT must be a whole number ≥ 1 and ≤ 65535 (got "70000")');
    expect(bad({ WORKFLOW_LEASE_SECONDS: "-1" }, (e) => e.WORKFLOW_LEASE_SECONDS)).toBe('WORKFLOW_LEASE_SECONDS must be a number > 0 (got "-1")');
  });

  it("a URL", () => {
    expect(bad({ CHATAPP_API_BASE_URL: "graph.facebook.com" }, (e) => e.CHATAPP_API_BASE_URL)).toBe(
      'CHATAPP_API_BASE_URL must be a URL starting http:// or https:// (got "graph.facebook.com")',
    );
    expect(bad({ APP_URL: "ftp://x" }, (e) => e.APP_URL)).toMatch(/^APP_URL must be a URL starting http:\/\/ or https:\/\//);
    expect(bad({ DATABASE_URL: "mysql://u:pw@h/db" }, (e) => e.DATABASE_URL)).toBe('DATABASE_URL must be a postgres:// URL (got "mysql://u:[redacted]@h/db")');
  });

  it("an enum or a switch", () => {
    expect(bad({ LOG_LEVEL: "loud" }, (e) => e.LOG_LEVEL)).toBe('LOG_LEVEL must be one of debug, info, warn, error, silent (got "loud")');
    expect(bad({ ENCRYPTION_KEY_CHECK: "lax" }, (e) => e.ENCRYPTION_KEY_CHECK)).toMatch(/^ENCRYPTION_KEY_CHECK must be one of strict, warn/);
    expect(bad({ WORKERS: "maybe" }, (e) => e.WORKERS)).toMatch(/^WORKERS must be one of 1, true, yes, on, 0, false, no, off/);
  });

  it("a list entry or a proxy setting", () => {
    expect(bad({ WEBHOOKS_ALLOWED_TARGETS: "127.0.0.1:3101,example.com" }, (e) => e.WEBHOOKS_ALLOWED_TARGETS)).toMatch(/^WEBHOOKS_ALLOWED_TARGETS must be a comma-separated list of host:port entries/);
    expect(bad({ TRUSTED_PROXIES: "10.0.0.0/8, proxy.internal" }, (e) => e.TRUSTED_PROXIES)).toMatch(/^TRUSTED_PROXIES must be a number of hops/);
  });

  it("never repeats a secret's value", () => {
    const message = bad({ ENCRYPTION_KEY: "too-short-key" }, (e) => e.ENCRYPTION_KEY);
    expect(message).toBe('ENCRYPTION_KEY must be 32 bytes, base64-encoded (got "[redacted, 13 characters]")');
    expect(message).not.toContain("too-short-key");
  });
});

describe("validateEnv", () => {
  it("lists every bad variable, one a line", () => {
    expect(() => validateEnv({ DB_POOL_MAX: "abc", LOG_LEVEL: "loud", PORT: "80" })).toThrow(
      'DB_POOL_MAX must be a whole number ≥ 1 (got "abc")\nLOG_LEVEL must be one of debug, info, warn, error, silent (got "loud")',
    );
  });

  it("takes the environment every test server runs with", () => {
    expect(() => validateEnv(testEnv("postgres://postgres@127.0.0.1:5432/svc_x", 3100))).not.toThrow();
  });

  it("returns the parsed values when all are good", () => {
    expect(validateEnv({ ENCRYPTION_KEY: KEY, DB_POOL_MAX: "4" })).toMatchObject({ ENCRYPTION_KEY: KEY, DB_POOL_MAX: 4, PORT: 3000 });
  });
});

describe("env() reads process.env as it is now", () => {
  const before = process.env.CAMPAIGN_MAX_CLAIMED;
  afterEach(() => {
    if (before === undefined) delete process.env.CAMPAIGN_MAX_CLAIMED;
    else process.env.CAMPAIGN_MAX_CLAIMED = before;
  });

  it("sees a variable set after the first read", () => {
    delete process.env.CAMPAIGN_MAX_CLAIMED;
    expect(env().CAMPAIGN_MAX_CLAIMED).toBe(4000);
    process.env.CAMPAIGN_MAX_CLAIMED = "12";
    expect(env().CAMPAIGN_MAX_CLAIMED).toBe(12);
  });
});

describe("redactedEnv", () => {
  it("lists what is set, secrets masked and URL passwords removed", () => {
    const out = redactedEnv({ NEXTAUTH_SECRET: "hunter2hunter2", DATABASE_URL: "postgres://app:p@ss@db:5432/x", PORT: "8080", EMPTY: "" });
    expect(out).toEqual({ NEXTAUTH_SECRET: "[redacted, 14 characters]", DATABASE_URL: "postgres://app:[redacted]@db:5432/x", PORT: "8080" });
  });

  it("masks every variable whose name says it is a secret or key", () => {
    const named = Object.keys(VARS).filter((n) => /SECRET|TOKEN|_KEY$|PASSWORD/.test(n));
    for (const n of named) expect((VARS as Record<string, { secret?: string }>)[n].secret, n).toBeDefined();
  });
});
