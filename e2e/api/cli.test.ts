import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { and, eq } from "drizzle-orm";
import { describe, expect, inject, it } from "vitest";
import { getDb } from "@/db/client";
import { channelConnections, companies } from "@/db/schema";
import { call, expectError } from "./support/http";

const run = promisify(execFile);

/** Runs `npm run cli -- ...` the way an operator would, against the test database. */
async function cli(...args: string[]) {
  const { stdout } = await run(path.resolve("node_modules/.bin/tsx"), ["--conditions=react-server", "scripts/cli.ts", ...args], {
    env: { ...process.env, ...inject("serverEnv") },
  });
  return stdout.trim().split("\n").pop()!;
}

describe("CLI", () => {
  const slug = `cli-${Date.now().toString(36)}`;

  it("creates a company, a user and a token that calls the API, then revokes it", async () => {
    const company = JSON.parse(await cli("company", "create", "--name", "CLI Co", "--slug", slug));
    expect(company).toMatchObject({ name: "CLI Co", slug });
    const user = JSON.parse(await cli("user", "create", "--company", slug, "--email", `ops@${slug}.test`, "--password", "cli-password-1", "--role", "admin"));
    expect(user).toMatchObject({ role: "admin", company: slug });
    expect((await call("POST", "/api/v1/auth/token", { body: { email: `ops@${slug}.test`, password: "cli-password-1" } })).status).toBe(200);

    const token = await cli("token", "create", "--company", slug, "--name", "deploy", "--scopes", "webhooks:read,contacts:read");
    expect(token).toMatch(/^service_[0-9A-Za-z]{43}$/);
    expect((await call("GET", "/api/v1/webhooks/events", { token })).status).toBe(200);
    expect(JSON.parse(await cli("token", "revoke", "--company", slug, "--name", "deploy"))).toEqual({ revoked: 1, name: "deploy" });
    expectError(await call("GET", "/api/v1/webhooks/events", { token }), 401, "UNAUTHORIZED");
    // Four CLI processes, each compiling the CLI as it starts, while other suites run servers beside it.
  }, 90_000);

  it("stores a chatapp connection with the access token encrypted", async () => {
    const out = JSON.parse(
      await cli("channel", "connect", "chatapp", "--company", slug, "--phone-number-id", "1065550001", "--waba-id", "2025550002", "--access-token", "EAAGsecretvalue"),
    );
    expect(out).toMatchObject({ channel: "CHATAPP", identifiers: { phoneNumberId: "1065550001", wabaId: "2025550002" }, status: "connected" });
    expect(JSON.stringify(out)).not.toContain("EAAGsecretvalue");
    const [co] = await getDb().select().from(companies).where(eq(companies.slug, slug));
    const [row] = await getDb().select().from(channelConnections).where(and(eq(channelConnections.companyId, co.id), eq(channelConnections.channel, "CHATAPP")));
    expect(row.secretCiphertext).toMatch(/^v2\.[0-9a-f]{8}\./); // the writer's key id, never the key
    expect(row.secretCiphertext).not.toContain("EAAGsecretvalue");
  });

  it("fails with a message and a non-zero exit for bad input", async () => {
    await expect(cli("token", "create", "--company", slug, "--name", "x", "--scopes", "nope:read")).rejects.toThrow(/unknown scope/);
    await expect(cli("user", "create", "--company", "no-such-company", "--email", "a@b.test", "--password", "password-1", "--role", "agent")).rejects.toThrow(/no company/);
  });
});

describe("CLI integration secret", () => {
  it("prints a web-event integration's secret alone on the last line", async () => {
    const { newCompany } = await import("./support/fixtures");
    const co = await newCompany("clisec");
    const token = (await co.token(["automations:write"])).token;
    const created = await call<{ id: string }>("POST", "/api/v1/web-events", { token, body: { name: "Site", authType: "API_KEY" } });
    const secret = await cli("integration", "secret", "--company", co.slug, "--id", created.body.id);
    expect(secret).toMatch(/^wes_[0-9A-Za-z]{43}$/);
    expect((await call("POST", `/api/webhook/web-events/${created.body.id}`, { rawBody: "{}", headers: { "content-type": "application/json", "x-api-key": secret } })).status).toBe(200);
    await expect(cli("integration", "secret", "--company", co.slug, "--id", "wei_nope")).rejects.toThrow(/not found/);
  });
});
