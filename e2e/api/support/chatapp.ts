import { randomBytes } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { eventOutbox } from "@/db/schema";
import { hubSignature } from "@/lib/channels/chatapp/messaging/signature";
import { call } from "./http";

export const APP_SECRET = "test-chatapp-app-secret";

export const wamid = () => `wamid.TEST${randomBytes(10).toString("hex").toUpperCase()}`;
export const unix = (msAgo = 0) => String(Math.floor((Date.now() - msAgo) / 1000));

/** The sandbox number every new company gets: callbacks for it route to that company. */
export const sandboxNumber = (companyId: string) => `sandbox-${companyId}`;

/** A Cloud API webhook body with one messages change, exactly as the platform posts it. */
export function callbackBody(phoneNumberId: string, value: { contacts?: unknown[]; messages?: unknown[]; statuses?: unknown[] }) {
  return {
    object: "whatsapp_business_account",
    entry: [
      {
        id: "102290129340398",
        changes: [{ field: "messages", value: { messaging_product: "whatsapp", metadata: { display_phone_number: "15550783881", phone_number_id: phoneNumberId }, ...value } }],
      },
    ],
  };
}

/** An inbound message from `from` (digits) with the profile the platform sends beside it. */
export function inbound(phoneNumberId: string, from: string, message: Record<string, unknown>, name = "Sheena Nelson") {
  return callbackBody(phoneNumberId, {
    contacts: [{ profile: { name }, wa_id: from }],
    messages: [{ from, id: wamid(), timestamp: unix(), ...message }],
  });
}

/** Posts a body signed with the test app secret (or `signature` when given). */
export function postCallback(body: unknown, signature?: string) {
  const raw = JSON.stringify(body);
  return call("POST", "/api/channels/chatapp/webhook", { rawBody: raw, headers: { "content-type": "application/json", "x-hub-signature-256": signature ?? hubSignature(raw, APP_SECRET) } });
}

/** The company's outbox events, oldest first, optionally of one name. */
export async function outboxEvents(companyId: string, event?: string) {
  return getDb()
    .select()
    .from(eventOutbox)
    .where(and(eq(eventOutbox.companyId, companyId), event ? eq(eventOutbox.event, event) : undefined))
    .orderBy(asc(eventOutbox.id));
}

/** Polls until fn answers something; API polls pass a longer interval (a token allows 60 requests a minute). */
export async function waitFor<T>(fn: () => Promise<T | undefined | null | false>, ms = 10_000, intervalMs = 100): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > until) throw new Error("timed out waiting");
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}
