import { createHash } from "node:crypto";
import { and, eq, like, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { messages, contacts, templates, webhookDeliveries, webhookDeliveryAttempts, webhooks } from "@/db/schema";
import { runSandboxTemplateReview } from "@/lib/channels/chatapp/sandbox-templates";
import { systemCtx } from "@/lib/domain/context";
import { createTemplate } from "@/lib/templates/create-template";
import { templateInputSchema } from "@/lib/templates/schemas";
import { deliveryBody } from "@/lib/webhooks/envelope";
import { newSigningSecret, signDelivery } from "@/lib/webhooks/secret";

const FIRST_NAME = { "1": { type: "contact_field", value: "firstName" } };

const TEMPLATES = [
  { name: "order_confirmation", category: "UTILITY", language: "en_US", bodyText: "Hi {{1}}, your order is confirmed and will arrive within 2 days.", bodyExamples: ["Aisha"], footerText: "Demo Trading Co", variableMapping: FIRST_NAME },
  { name: "delivery_update", category: "UTILITY", language: "en_US", bodyText: "Good news {{1}}: your parcel is out for delivery today.", bodyExamples: ["Omar"], variableMapping: FIRST_NAME },
  { name: "weekend_offer", category: "MARKETING", language: "en_US", bodyText: "This weekend only: 20% off all oud gift sets in store and online. Reply STOP to opt out.", footerText: "Offer ends Sunday" },
] as const;

/**
 * Templates through the product's own verb (lint, store, submit to the sandbox platform), then
 * the sandbox review run at once instead of after its delay: the approval arrives through the
 * real status callback, so status history and platform ids are what a user would get.
 * Existing names are left alone.
 */
export async function seedTemplates(db: Db, companyId: string) {
  const ctx = systemCtx(companyId, "demo seed");
  for (const t of TEMPLATES) {
    const [existing] = await db.select({ id: templates.id }).from(templates).where(and(eq(templates.companyId, companyId), eq(templates.name, t.name)));
    if (existing) continue;
    const created = await createTemplate({ ctx, input: templateInputSchema.parse(t) });
    if (created.platformTemplateId) await runSandboxTemplateReview({ id: created.platformTemplateId });
  }
}

const WEBHOOK_ID = "whk_demo_1";
const DELIVERIES = 36;

/**
 * One webhook for received messages with a delivery log: the last inbound messages as the
 * envelopes the product sends, signed with the webhook's own secret; every tenth answered 503
 * then 200 on the retry, one never succeeded. Only made when the webhook does not exist yet.
 */
export async function seedWebhook(db: Db, companyId: string) {
  const [existing] = await db.select({ id: webhooks.id }).from(webhooks).where(eq(webhooks.id, WEBHOOK_ID));
  if (existing) return;
  const { secret, sealed } = newSigningSecret();
  const url = "https://hooks.demo-trading.example/service/messages";
  const inbound = await db
    .select({ m: messages, contactName: contacts.name, phone: contacts.phone })
    .from(messages)
    .innerJoin(contacts, eq(contacts.id, messages.contactId))
    .where(and(eq(messages.companyId, companyId), eq(messages.direction, "inbound"), like(messages.id, "msg_demo_%")))
    .orderBy(sql`${messages.createdAt} desc`)
    .limit(DELIVERIES);
  const last = inbound[0]?.m.createdAt ?? new Date();
  await db.transaction(async (tx) => {
    await tx.insert(webhooks).values({ id: WEBHOOK_ID, companyId, name: "CRM sync", url, events: ["message.received"], secretSealed: sealed, lastDeliveryAt: last, createdAt: new Date(Date.now() - 45 * 86_400_000) });
    for (const [i, { m, contactName, phone }] of inbound.entries()) {
      const id = `whd_demo_${i + 1}`;
      const event = "chatapp.message.received";
      const payload = { channel: "CHATAPP", conversationId: m.conversationId, contact: { id: m.contactId, name: contactName, phone }, message: { id: m.id, text: m.text, type: m.type, direction: m.direction, createdAt: m.createdAt.toISOString() } };
      const eventId = `evt_${createHash("md5").update(id).digest("hex")}`;
      const body = deliveryBody({ eventId, event, payload, occurredAt: m.createdAt }, []);
      const failedOnce = i % 10 === 3;
      const neverOk = i === 7;
      const attempts = neverOk ? 4 : failedOnce ? 2 : 1;
      const at = (n: number) => new Date(m.createdAt.getTime() + 150 + n * 60_000);
      await tx.insert(webhookDeliveries).values({
        id, companyId, webhookId: WEBHOOK_ID, eventId, event, body,
        status: neverOk ? "FAILED" : "SUCCEEDED", attemptCount: attempts, maxAttempts: 4,
        lastResponseStatus: neverOk ? 500 : 200, lastError: neverOk ? "HTTP 500 from the endpoint" : null, lastDurationMs: 80 + (i % 7) * 23,
        eventOccurredAt: m.createdAt, firstAttemptAt: at(0), completedAt: at(attempts - 1), createdAt: m.createdAt, updatedAt: at(attempts - 1),
      });
      await tx.insert(webhookDeliveryAttempts).values(
        Array.from({ length: attempts }, (_, n) => {
          const ok = n === attempts - 1 && !neverOk;
          const ts = Math.floor(at(n).getTime() / 1000);
          return {
            companyId, deliveryId: id, attemptNumber: n + 1,
            requestHeaders: { "Content-Type": "application/json", "User-Agent": "Service-Webhooks/1.0", "X-Service-Event": event, "X-Service-Delivery-Id": id, "X-Service-Timestamp": String(ts), "X-Service-Signature": signDelivery(secret, ts, body) },
            responseStatus: ok ? 200 : neverOk ? 500 : 503,
            responseHeaders: { "content-type": "application/json" },
            responseBody: ok ? '{"ok":true}' : '{"error":"upstream unavailable"}',
            durationMs: 80 + ((i + n) % 7) * 23,
            error: ok ? null : `HTTP ${neverOk ? 500 : 503} from the endpoint`,
            startedAt: at(n),
          };
        }),
      );
    }
  });
}
