import { afterEach, describe, expect, it } from "vitest";
import { explainDatabaseFailure } from "@/db/diagnose";
import { StartupError } from "./startup-error";

const saved = { DATABASE_URL: process.env.DATABASE_URL, DATA_DIR: process.env.DATA_DIR, EMBEDDED_PG_PORT: process.env.EMBEDDED_PG_PORT };
afterEach(() => {
  for (const [k, v] of Object.entries(saved)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
});

const coded = (message: string, code: string) => Object.assign(new Error(message), { code });

describe("database start failures say what failed and which setting fixes it", () => {
  it("a server that refuses connections names DATABASE_URL and its host, never the password", () => {
    process.env.DATABASE_URL = "postgres://app:hunter2@db.internal:6543/service";
    const err = explainDatabaseFailure(coded("connect ECONNREFUSED 10.0.0.5:6543", "ECONNREFUSED"));
    expect(err).toBeInstanceOf(StartupError);
    expect(err.message).toMatch(/DATABASE_URL/);
    expect(err.message).toContain("db.internal:6543/service");
    expect(err.message).not.toContain("hunter2");
  });

  it("wrong credentials and a missing database are told apart", () => {
    process.env.DATABASE_URL = "postgres://app:pw@127.0.0.1:5432/nope";
    expect(explainDatabaseFailure(coded('password authentication failed for user "app"', "28P01")).message).toMatch(/\(DATABASE_URL\) refused the user or password/);
    expect(explainDatabaseFailure(coded('database "nope" does not exist', "3D000")).message).toMatch(/does not exist.*DATABASE_URL/);
  });

  it("the embedded server's folder permission problem names DATA_DIR and a fix", () => {
    delete process.env.DATABASE_URL;
    process.env.DATA_DIR = "/root/somewhere";
    const err = explainDatabaseFailure(new Error('Postgres init script failed (code: 1). ERROR OUTPUT: initdb: error: could not access directory "/root/somewhere/pg": Permission denied'));
    expect(err.message).toMatch(/DATA_DIR=\/root\/somewhere/);
    expect(err.message).toMatch(/Permission denied/);
    expect(err.message).toMatch(/DATABASE_URL/);
  });

  it("a busy embedded port names EMBEDDED_PG_PORT", () => {
    delete process.env.DATABASE_URL;
    process.env.EMBEDDED_PG_PORT = "54999";
    const err = explainDatabaseFailure(new Error("Embedded PostgreSQL failed to start in /x/pg: the server process exited (LOG:  could not bind IPv4 address \"127.0.0.1\": Address already in use)"));
    expect(err.message).toMatch(/EMBEDDED_PG_PORT/);
    expect(err.message).toContain("54999");
  });
});
