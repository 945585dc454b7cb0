import { expect } from "vitest";
import { closeDb } from "@/db/client";
import { hubSignature } from "@/lib/channels/chatapp/messaging/signature";
import { startFakeCloudApi, type FakeCloudApi } from "@/lib/testing/fake-cloud-api";
import { startTestServer, type TestServer } from "@/lib/testing/test-server";
import { callbackBody, unix, wamid } from "./chatapp";
import { newCompany, type TestCompany } from "./fixtures";
import { ownServer } from "./own-server";

const APP_SECRET = "test-chatapp-app-secret";
const WABA_ID = "102290129340398";

export interface LiveChatapp {
  fake: FakeCloudApi;
  app: TestServer;
  co: TestCompany;
  token: string;
  req: ReturnType<typeof ownServer>;
  /** The customer writes (a signed platform callback): message.received, and the 24-hour window opens. */
  customerWrites(from: string, text?: string, name?: string): Promise<void>;
  /** The text and template sends the platform received, optionally to one number. */
  sends(to?: string): FakeCloudApi["requests"];
  stop(): Promise<void>;
}

/**
 * A suite's own app server on a fake Cloud API that posts every message's statuses back, with
 * a company connected live through the API: the engines' suites (workflows, scheduled
 * messages) need the platform's base URL as process configuration, so not the shared server.
 */
export async function startLiveChatapp(o: { label: string; port: number; phoneNumberId: string; accessToken: string; scopes: string[]; latencyMs?: number; env?: Record<string, string> }): Promise<LiveChatapp> {
  const fake = await startFakeCloudApi({ phoneNumberId: o.phoneNumberId, accessToken: o.accessToken, latencyMs: o.latencyMs, callbacks: { url: `http://127.0.0.1:${o.port}/api/channels/chatapp/webhook`, appSecret: APP_SECRET } });
  const app = await startTestServer(o.label, o.port, { CHATAPP_API_BASE_URL: fake.baseUrl, ...o.env });
  // Fixtures write through this process's pool: point it at the suite server's database.
  process.env.DATABASE_URL = app.databaseUrl;
  await closeDb();
  const co = await newCompany(o.label);
  const token = (await co.token([...o.scopes, "channels:write"])).token;
  const req = ownServer(() => app.baseUrl, () => token);
  const connected = await req("PUT", "/api/v1/channels/chatapp", { phoneNumberId: o.phoneNumberId, wabaId: WABA_ID, accessToken: o.accessToken });
  expect(connected.status, JSON.stringify(connected.body)).toBe(200);
  return {
    fake,
    app,
    co,
    token,
    req,
    async customerWrites(from, text = "hello", name = "Ana Lopez") {
      const raw = JSON.stringify(callbackBody(o.phoneNumberId, { contacts: [{ profile: { name }, wa_id: from }], messages: [{ from, id: wamid(), timestamp: unix(), type: "text", text: { body: text } }] }));
      const res = await fetch(`${app.baseUrl}/api/channels/chatapp/webhook`, { method: "POST", headers: { "content-type": "application/json", "x-hub-signature-256": hubSignature(raw, APP_SECRET) }, body: raw });
      expect(res.status).toBe(200);
    },
    sends: (to) => fake.requests.filter((r) => r.method === "POST" && r.path.endsWith("/messages") && (r.json as { type?: string }).type !== undefined && (to === undefined || (r.json as { to?: string }).to === to)),
    async stop() {
      await closeDb();
      await app.stop();
      await fake.close();
    },
  };
}
