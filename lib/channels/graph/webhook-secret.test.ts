import { afterEach, describe, expect, it } from "vitest";
import { hubSignature } from "@/lib/channels/chatapp/messaging/signature";
import { photoappPlugin } from "@/lib/channels/photoapp/plugin";

const NAMES = ["PHOTOAPP_APP_SECRET", "CHATAPP_APP_SECRET"] as const;
const saved = Object.fromEntries(NAMES.map((n) => [n, process.env[n]]));
afterEach(() => {
  for (const n of NAMES) {
    if (saved[n] === undefined) delete process.env[n];
    else process.env[n] = saved[n];
  }
});

const body = JSON.stringify({ object: "instagram", entry: [] });
const verify = (secret: string) => photoappPlugin.webhook!.verify(body, new Headers({ "x-hub-signature-256": hubSignature(body, secret) }), { url: "http://x" });

describe("a Graph channel's callbacks are checked with its own app secret", () => {
  it("accepts its own secret's signature", async () => {
    process.env.PHOTOAPP_APP_SECRET = "photo-secret";
    expect(await verify("photo-secret")).toEqual({ ok: true });
  });

  it("refuses every callback while its secret is unset, even when chatapp's is set", async () => {
    delete process.env.PHOTOAPP_APP_SECRET;
    process.env.CHATAPP_APP_SECRET = "chat-secret";
    expect(await verify("chat-secret")).toMatchObject({ ok: false });
  });
});
