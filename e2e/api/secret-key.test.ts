import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb, getDb } from "@/db/client";
import { channelConnections, webhookDeliveries, webhooks } from "@/db/schema";
import { keyId, seal } from "@/lib/crypto/secret-box";
import { checkStoredSecretKeys } from "@/lib/crypto/stored-secrets-check";
import { spawnNextStart, startTestServer, testEnv, type TestServer } from "@/lib/testing/test-server";
import { newCompany, type TestCompany } from "./support/fixtures";
import { startReceiver, waitFor } from "./support/receiver";

/**
 * A secret written under another key (a CLI or a second server with another NEXTAUTH_SECRET or
 * ENCRYPTION_KEY): requests that need it answer 409 naming what to replace, never 500, and a
 * process that starts over such a database refuses to run. Its own server and database: the
 * foreign secret written here would make every other suite's CLI refuse to start.
 */
const PORT = Number(process.env.TEST_PORT ?? 3100) + 7;
const OTHER_KEY = Buffer.alloc(32, 42);
let app: TestServer;
let co: TestCompany;

async function api(method: string, urlPath: string, body?: unknown) {
  const res = await fetch(`${app.baseUrl}${urlPath}`, {
    method,
    headers: { authorization: `Bearer ${co.ownerJwt}`, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { error: { code: string; message: string; details: Record<string, unknown> } } & Record<string, unknown> };
}

beforeAll(async () => {
  app = await startTestServer("keys", PORT);
  process.env.DATABASE_URL = app.databaseUrl;
  await closeDb();
  co = await newCompany("keys");
}, 120_000);
afterAll(async () => {
  await closeDb();
  await app?.stop();
});

describe("a secret written under another key", () => {
  it("a send on a channel whose token another key wrote answers 409 telling the admin to reconnect", async () => {
    // What a CLI started with another NEXTAUTH_SECRET would have stored: a live connection.
    const sealed = seal("EAAG-token-from-another-process-0000", OTHER_KEY);
    const [row] = await getDb()
      .update(channelConnections)
      .set({ mode: "live", status: "connected", identifiers: { phoneNumberId: "1098765432101", wabaId: "2098765432101" }, secretCiphertext: sealed })
      .where(and(eq(channelConnections.companyId, co.companyId), eq(channelConnections.channel, "CHATAPP")))
      .returning();
    expect(row).toBeTruthy();
    const res = await api("POST", "/api/v1/chatapp/messages/text", { to: "+971501234567", body: "hello" });
    expect(res.status, JSON.stringify(res.body)).toBe(409);
    expect(res.body.error.code).toBe("CONFLICT");
    expect(res.body.error.message).toMatch(/chatapp access token cannot be read/);
    expect(res.body.error.message).toMatch(/another key/);
    expect(res.body.error.message).toMatch(/Reconnect the channel/);
    expect(res.body.error.details).toMatchObject({ reason: "secret_unreadable", channel: "chatapp", connectionId: row.id, setting: "NEXTAUTH_SECRET" });
    expect(JSON.stringify(res.body)).not.toContain("EAAG-token");
    // The admin can still see the connection (to reconnect it), and the test call says why.
    expect((await api("GET", "/api/v1/channels/chatapp")).body).toMatchObject({ mode: "live", hasAccessToken: true });
    const test = await api("POST", "/api/v1/channels/chatapp/test");
    expect(test.status).toBe(409);
    expect(test.body.error.details).toMatchObject({ reason: "secret_unreadable", connectionId: row.id });
  });

  it("a webhook whose signing secret another key wrote answers 409 naming the webhook", async () => {
    const created = await api("POST", "/api/v1/webhooks", { name: "Hook", url: `http://127.0.0.1:${PORT + 1}/hook`, events: ["contact.created"] });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.id as string;
    await getDb().update(webhooks).set({ secretSealed: seal("whsec_from_elsewhere", OTHER_KEY) }).where(and(eq(webhooks.companyId, co.companyId), eq(webhooks.id, id)));
    const res = await api("GET", `/api/v1/webhooks/${id}/secret`);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toMatch(new RegExp(`signing secret of webhook ${id} cannot be read`));
    expect(res.body.error.message).toMatch(/secret\/regenerate/);
    expect(res.body.error.details).toMatchObject({ reason: "secret_unreadable", webhookId: id });
    // Regenerating stores it under this server's key, and it reads again.
    expect((await api("POST", `/api/v1/webhooks/${id}/secret/regenerate`)).status).toBe(200);
    expect((await api("GET", `/api/v1/webhooks/${id}/secret`)).status).toBe(200);
  });

  it("a delivery whose webhook secret another key wrote fails with the advice, and the other webhooks' deliveries still go", async () => {
    const receiver = await startReceiver(PORT + 2);
    try {
      const made = await Promise.all(
        ["/unreadable", "/fine"].map((p) => api("POST", "/api/v1/webhooks", { name: `Hook ${p}`, url: receiver.url(p), events: ["contact.created"] })),
      );
      const [bad, good] = made.map((m) => m.body.id as string);
      await getDb().update(webhooks).set({ secretSealed: seal("whsec_from_elsewhere", OTHER_KEY) }).where(and(eq(webhooks.companyId, co.companyId), eq(webhooks.id, bad!)));
      expect((await api("POST", "/api/v1/contacts", { name: "Nadia Haddad", phone: "+971501110001" })).status).toBe(200);
      await receiver.waitForHits("/fine", 1);
      const failed = await waitFor(async () => {
        const [d] = await getDb().select().from(webhookDeliveries).where(and(eq(webhookDeliveries.companyId, co.companyId), eq(webhookDeliveries.webhookId, bad!)));
        return d?.status === "FAILED" ? d : undefined;
      });
      expect(failed.lastError).toMatch(new RegExp(`^not sent: The signing secret of webhook ${bad} cannot be read`));
      expect(receiver.hitsOn("/unreadable")).toEqual([]);
      const [ok] = await getDb().select().from(webhookDeliveries).where(and(eq(webhookDeliveries.companyId, co.companyId), eq(webhookDeliveries.webhookId, good!)));
      expect(ok?.status).toBe("SUCCEEDED");
    } finally {
      await receiver.close();
    }
  });

  it("the start check names the foreign key id, what it wrote and the setting to fix", async () => {
    const message = await checkStoredSecretKeys();
    expect(message).toContain(`written under key id ${keyId(OTHER_KEY)}`);
    expect(message).toMatch(/channel access token/);
    expect(message).toMatch(/NEXTAUTH_SECRET/);
    expect(message).not.toContain(OTHER_KEY.toString("base64"));
  });

  it("a CLI command that uses secrets refuses to run over them and exits non-zero", async () => {
    const run = promisify(execFile);
    const err = await run(path.resolve("node_modules/.bin/tsx"), ["--conditions=react-server", "scripts/cli.ts", "integration", "secret", "--company", co.slug, "--id", "wei_x"], {
      env: { ...process.env, ...app.env },
    }).then(
      () => null,
      (e: { code?: number; stderr?: string }) => e,
    );
    expect(err?.code).toBe(1);
    expect(err?.stderr).toMatch(/encrypted with another key/);
    expect(err?.stderr).toMatch(/NEXTAUTH_SECRET/);
  }, 60_000);

  it("a web server started over them exits non-zero with the message", async () => {
    const refused = spawnNextStart(PORT + 4, testEnv(app.databaseUrl, PORT + 4));
    const code = await Promise.race([refused.exited, new Promise<"hung">((r) => setTimeout(() => r("hung"), 45_000))]);
    if (code === "hung") refused.child.kill("SIGKILL");
    expect(code).toBe(1);
    expect(refused.output()).toMatch(/cannot start/);
    expect(refused.output()).toMatch(/encrypted with another key/);
    expect(refused.output()).toMatch(/ENCRYPTION_KEY_CHECK=warn/);
  }, 60_000);
});
