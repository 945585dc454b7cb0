import { randomBytes } from "node:crypto";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { eventOutbox, webhookDeliveries, webhookDeliveryAttempts, webhooks } from "@/db/schema";
import { insertCompany } from "@/lib/company/create-company";
import { createContact } from "@/lib/contacts/create-contact";
import type { TxCtx } from "@/lib/domain/context";
import { emitEvent } from "@/lib/events/emit";
import { sampleMessagePayload } from "@/lib/events/payloads/samples";
import { refusal } from "@/lib/testing/refusal";
import { rolledBack } from "@/lib/testing/rolled-back";
import { recordOutcomes } from "./deliver";
import { listDeliveries } from "./deliveries";
import { resendDelivery } from "./resend";
import type { AttemptResult } from "./send-attempt";
import { createWebhookInput, listDeliveriesQuery, listWebhooksQuery, updateWebhookInput } from "./schemas";
import { DELIVER_TASK, webhookSubscriber } from "./subscriber";
import { createWebhook, deleteWebhook, getWebhook, listWebhooks, updateWebhook } from "./webhook-crud";
import { getWebhookSecret, pauseWebhook, regenerateWebhookSecret, resumeWebhook } from "./webhook-state";

// A public address literal: registration checks the target without a DNS lookup.
const RECEIVER = "https://93.184.215.14/hooks/service";

const hook = (ctx: TxCtx, over: Record<string, unknown> = {}) =>
  createWebhook({ ctx, input: createWebhookInput.parse({ name: "Order system", url: RECEIVER, events: ["contact.*"], ...over }) });

const otherCompany = (ctx: TxCtx) => insertCompany(ctx.tx, { name: "Rival Traders", slug: `rival-${randomBytes(4).toString("hex")}` });

/** The outbox rows of these companies, oldest first: what the dispatcher hands its subscribers. */
const outboxOf = (ctx: TxCtx, companyIds: string[]) => ctx.tx.select().from(eventOutbox).where(inArray(eventOutbox.companyId, companyIds)).orderBy(asc(eventOutbox.id));

const deliveriesOf = (ctx: TxCtx, companyIds: string[]) => ctx.tx.select().from(webhookDeliveries).where(inArray(webhookDeliveries.companyId, companyIds));

async function deliverJobIds(ctx: TxCtx): Promise<string[]> {
  const { rows } = await ctx.tx.execute<{ payload: { ids: string[] } }>(
    sql`select j.payload from graphile_worker._private_jobs j join graphile_worker._private_tasks t on t.id = j.task_id where t.identifier = ${DELIVER_TASK}`,
  );
  return rows.flatMap((r) => r.payload.ids);
}

/** A message event as the send and receive paths write it (their presenter). */
const messageReceived = (ctx: TxCtx, contact: { id: string; name: string; phone: string | null }) =>
  emitEvent(ctx.tx, { companyId: ctx.companyId, event: "message.received", payload: sampleMessagePayload({ contact }) });

describe("webhook registration", () => {
  it("creates with the spec's defaults and a sealed secret, updates, and deletes", async () => {
    await rolledBack(async (ctx) => {
      const w = await hook(ctx, { events: ["contact.*", "message.received", "contact.*"] });
      expect(w).toMatchObject({ name: "Order system", url: RECEIVER, status: "ACTIVE", maxRetries: 3, consecutiveFailureThreshold: 10, consecutiveFailures: 0, fieldExclusions: [], recentDeliveries: 0, recentSuccessRate: null });
      expect(w.events).toEqual(["contact.*", "message.received"]);
      expect(w.id).toMatch(/^wh_/);

      const { secret } = await getWebhookSecret({ ctx, id: w.id });
      expect(secret).toMatch(/^whsec_/);
      const [row] = await ctx.tx.select().from(webhooks).where(eq(webhooks.id, w.id));
      expect(row!.secretSealed).not.toContain(secret);
      const { secret: next } = await regenerateWebhookSecret({ ctx, id: w.id });
      expect(next).not.toBe(secret);
      expect((await getWebhookSecret({ ctx, id: w.id })).secret).toBe(next);

      const updated = await updateWebhook({ ctx, id: w.id, input: updateWebhookInput.parse({ name: "CRM sync", events: ["*"], fieldExclusions: ["data.contact.email"], maxRetries: 5 }) });
      expect(updated).toMatchObject({ name: "CRM sync", url: RECEIVER, events: ["*"], fieldExclusions: ["data.contact.email"], maxRetries: 5, status: "ACTIVE" });

      expect((await deleteWebhook({ ctx, id: w.id })).id).toBe(w.id);
      expect((await refusal(getWebhook({ ctx, id: w.id }))).code).toBe("NOT_FOUND");
      expect((await refusal(deleteWebhook({ ctx, id: w.id }))).code).toBe("NOT_FOUND");
    });
  });

  it("refuses private, loopback and metadata targets with a 400 naming url, on create and on update", async () => {
    await rolledBack(async (ctx) => {
      for (const url of ["https://10.0.0.8/hook", "https://127.0.0.1/hook", "https://169.254.169.254/latest", "https://metadata.google.internal/x"]) {
        const err = await refusal(hook(ctx, { url }));
        expect(err.code).toBe("VALIDATION_ERROR");
        expect(err.message).toMatch(/^url: /);
      }
      const w = await hook(ctx);
      const err = await refusal(updateWebhook({ ctx, id: w.id, input: updateWebhookInput.parse({ url: "https://192.168.1.20/hook" }) }));
      expect(err.message).toMatch(/^url: /);
      expect((await getWebhook({ ctx, id: w.id })).url).toBe(RECEIVER);
      expect(await ctx.tx.select().from(webhooks).where(eq(webhooks.companyId, ctx.companyId))).toHaveLength(1);
    });
  });

  it("pauses and resumes idempotently, naming who paused; resuming starts a fresh failure count", async () => {
    await rolledBack(async (ctx) => {
      const w = await hook(ctx);
      const paused = await pauseWebhook({ ctx, id: w.id });
      expect(paused).toMatchObject({ status: "PAUSED", statusReason: "Paused by Olive Owner" });
      expect(paused.statusChangedAt).not.toBeNull();
      const again = await pauseWebhook({ ctx, id: w.id });
      expect(again.statusChangedAt).toBe(paused.statusChangedAt);

      await ctx.tx.update(webhooks).set({ consecutiveFailures: 7 }).where(eq(webhooks.id, w.id));
      const resumed = await resumeWebhook({ ctx, id: w.id });
      expect(resumed).toMatchObject({ status: "ACTIVE", statusReason: null, consecutiveFailures: 0 });
      expect((await resumeWebhook({ ctx, id: w.id })).statusChangedAt).toBe(resumed.statusChangedAt);

      // A status set through an update says so, and ACTIVE resets the count there too.
      const viaUpdate = await updateWebhook({ ctx, id: w.id, input: updateWebhookInput.parse({ status: "PAUSED" }) });
      expect(viaUpdate).toMatchObject({ status: "PAUSED", statusReason: "Set to PAUSED by an update" });
      await ctx.tx.update(webhooks).set({ consecutiveFailures: 3 }).where(eq(webhooks.id, w.id));
      expect(await updateWebhook({ ctx, id: w.id, input: updateWebhookInput.parse({ status: "ACTIVE" }) })).toMatchObject({ status: "ACTIVE", statusReason: null, consecutiveFailures: 0 });

      const list = async (status: string) => (await listWebhooks({ ctx, query: listWebhooksQuery.parse({ status }) })).data.map((x) => x.id);
      expect(await list("ACTIVE")).toEqual([w.id]);
      expect(await list("PAUSED,FAILED")).toEqual([]);
    });
  });
});

describe("the outbox subscriber", () => {
  it("fans each event out to the company's webhooks whose patterns match, with the retry budget and the delivery jobs (held for a paused one)", async () => {
    await rolledBack(async (ctx) => {
      const contacts = await hook(ctx, { name: "Contacts", events: ["contact.*"] });
      const everything = await hook(ctx, { name: "Everything", events: ["*"], maxRetries: 0 });
      const messages = await hook(ctx, { name: "Messages", events: ["message.received"], maxRetries: 5 });
      const paused = await hook(ctx, { name: "Paused", events: ["*"] });
      await pauseWebhook({ ctx, id: paused.id });

      const ana = await createContact({ ctx, input: { name: "Ana Lima", email: "ana.lima@example.com", phone: "5511987650001" } });
      await messageReceived(ctx, { id: ana.id, name: ana.name, phone: ana.phone });
      const events = await outboxOf(ctx, [ctx.companyId]);
      expect(events.map((e) => e.event)).toEqual(["contact.created", "message.received"]);

      await webhookSubscriber.handle(ctx.tx, events);

      // The paused webhook keeps both events as HELD, with no job to send them.
      const all = await deliveriesOf(ctx, [ctx.companyId]);
      const held = all.filter((d) => d.webhookId === paused.id);
      expect(held.map((d) => [d.event, d.status]).sort()).toEqual([
        ["contact.created", "HELD"],
        ["message.received", "HELD"],
      ]);
      const rows = all.filter((d) => d.webhookId !== paused.id);
      const pairs = rows.map((d) => `${d.event}->${d.webhookId}`).sort();
      expect(pairs).toEqual(
        [`contact.created->${contacts.id}`, `contact.created->${everything.id}`, `message.received->${everything.id}`, `message.received->${messages.id}`].sort(),
      );
      expect(rows.some((d) => d.webhookId === paused.id)).toBe(false);
      for (const d of rows) {
        expect(d).toMatchObject({ status: "PENDING", attemptCount: 0, isTest: false });
        expect(d.eventId).toBe(events.find((e) => e.event === d.event)!.eventId);
        expect(d.maxAttempts).toBe({ [contacts.id]: 4, [everything.id]: 1, [messages.id]: 6 }[d.webhookId]);
      }
      expect((await deliverJobIds(ctx)).sort()).toEqual(rows.map((d) => d.id).sort());

      // Every event gets the spec's envelope form: payload fields at the top level, the contact as
      // { id, name, phone } with phone in E.164 in message events and inside contact.* ones.
      const msg = JSON.parse(rows.find((d) => d.webhookId === messages.id)!.body);
      expect(msg).toMatchObject({ event: "message.received", channel: "chatapp", contact: { id: ana.id, name: "Ana Lima", phone: "+5511987650001" }, message: { text: "Where is my parcel?", type: "text" } });
      const created = JSON.parse(rows.find((d) => d.webhookId === contacts.id)!.body);
      expect(created).toMatchObject({ id: events[0]!.eventId, event: "contact.created", contact: { id: ana.id, name: "Ana Lima", phone: "+5511987650001", email: "ana.lima@example.com" } });
      expect(created).not.toHaveProperty("data");

      const listed = await listDeliveries({ ctx, webhookId: everything.id, query: listDeliveriesQuery.parse({ event: "contact.*" }) });
      expect(listed.data.map((d) => d.event)).toEqual(["contact.created"]);
    });
  });

  it("removes each webhook's field exclusions from the body it is sent, and only from its own", async () => {
    await rolledBack(async (ctx) => {
      const plain = await hook(ctx, { name: "Plain" });
      // A path of the earlier data-wrapped bodies still removes the same field.
      const redacted = await hook(ctx, { name: "Redacted", fieldExclusions: ["data.contact.email", "contact.customFields.internal_note", "contact.tags.color"] });
      await createContact({ ctx, input: { name: "Bruno Costa", email: "bruno.costa@example.com", phone: "5511987650002", customFields: { internal_note: "VIP, owes us", city: "Recife" } } });
      const events = await outboxOf(ctx, [ctx.companyId]);
      await webhookSubscriber.handle(ctx.tx, events);
      // The events are handed on to the next subscriber (workflows) as they are: untouched.
      expect((events[0]!.payload as { contact: { email: string } }).contact.email).toBe("bruno.costa@example.com");
      const rows = await deliveriesOf(ctx, [ctx.companyId]);
      const body = (id: string) => JSON.parse(rows.find((d) => d.webhookId === id)!.body) as { contact: Record<string, unknown> & { customFields: Record<string, unknown> } };
      expect(body(plain.id).contact).toMatchObject({ email: "bruno.costa@example.com", customFields: { internal_note: "VIP, owes us", city: "Recife" } });
      const c = body(redacted.id).contact;
      expect(c).not.toHaveProperty("email");
      expect(c.customFields).toEqual({ city: "Recife" });
      expect(c).toMatchObject({ name: "Bruno Costa", phone: "+5511987650002" });
    });
  });

  it("writes nothing for an event no webhook wants, nor across companies", async () => {
    await rolledBack(async (ctx) => {
      await hook(ctx, { name: "Messages only", events: ["message.*"] });
      const sleeping = await hook(ctx, { name: "Paused, wants messages", events: ["message.*"] });
      await pauseWebhook({ ctx, id: sleeping.id });
      const other = await otherCompany(ctx);
      const octx = { ...ctx, companyId: other.id };
      const theirs = await hook(octx, { name: "Theirs", events: ["*"] });

      await createContact({ ctx, input: { name: "Carla Dias", phone: "5511987650003" } });
      await webhookSubscriber.handle(ctx.tx, await outboxOf(ctx, [ctx.companyId]));
      expect(await deliveriesOf(ctx, [ctx.companyId, other.id])).toEqual([]);
      expect(await deliverJobIds(ctx)).toEqual([]);

      // Both companies' events in one batch: each goes only to its own company's webhooks.
      await createContact({ ctx: octx, input: { name: "Their Customer", phone: "5511987650004" } });
      await webhookSubscriber.handle(ctx.tx, await outboxOf(ctx, [ctx.companyId, other.id]));
      const rows = await deliveriesOf(ctx, [ctx.companyId, other.id]);
      expect(rows.map((d) => [d.companyId, d.webhookId, d.event])).toEqual([[other.id, theirs.id, "contact.created"]]);
      expect(JSON.parse(rows[0]!.body).contact.name).toBe("Their Customer");
    });
  });

  it("resends a failed delivery with a fresh retry budget, refusing other states and a paused webhook", async () => {
    await rolledBack(async (ctx) => {
      const w = await hook(ctx, { maxRetries: 2 });
      await createContact({ ctx, input: { name: "Diego Ramos", phone: "5511987650005" } });
      await webhookSubscriber.handle(ctx.tx, await outboxOf(ctx, [ctx.companyId]));
      const [d] = await deliveriesOf(ctx, [ctx.companyId]);
      expect((await refusal(resendDelivery({ ctx, webhookId: w.id, deliveryId: d!.id }))).details).toEqual({ status: "PENDING" });

      await ctx.tx.update(webhookDeliveries).set({ status: "FAILED", attemptCount: 3, lastError: "HTTP 503", completedAt: new Date() }).where(eq(webhookDeliveries.id, d!.id));
      await pauseWebhook({ ctx, id: w.id });
      expect((await refusal(resendDelivery({ ctx, webhookId: w.id, deliveryId: d!.id }))).details).toEqual({ status: "PAUSED" });
      await resumeWebhook({ ctx, id: w.id });
      const again = await resendDelivery({ ctx, webhookId: w.id, deliveryId: d!.id });
      expect(again).toMatchObject({ id: d!.id, status: "PENDING", attempts: 3, maxAttempts: 6, completedAt: null });
      expect((await deliverJobIds(ctx)).filter((id) => id === d!.id)).toHaveLength(2);
    });
  });
});

describe("recording outcomes", () => {
  const failed = (deliveryId: string, attemptNumber: number): AttemptResult => ({
    deliveryId,
    attemptNumber,
    startedAt: new Date(),
    finishedAt: Date.now(),
    requestHeaders: {},
    status: 503,
    responseHeaders: {},
    responseBody: "busy",
    durationMs: 12,
    error: null,
    errorDetail: null,
    unsafe: false,
    ok: false,
  });

  it("records an attempt once: a twin run of the same job (a released lock) leaves it as the first wrote it", async () => {
    await rolledBack(async (ctx) => {
      await hook(ctx, { maxRetries: 3 });
      await createContact({ ctx, input: { name: "Ines Duarte", phone: "351912340007" } });
      await webhookSubscriber.handle(ctx.tx, await outboxOf(ctx, [ctx.companyId]));
      const [d] = await deliveriesOf(ctx, [ctx.companyId]);
      const first = await recordOutcomes(ctx.tx, [d!], [failed(d!.id, 1)]);
      expect([...first.ids]).toEqual([d!.id]);
      expect(first.retryTimes).toHaveLength(1);
      // The twin sent the same attempt from the same row it read before the first recorded.
      const twin = await recordOutcomes(ctx.tx, [d!], [{ ...failed(d!.id, 1), status: 500 }]);
      expect([...twin.ids]).toEqual([]);
      expect(twin.retryTimes).toEqual([]);
      const attempts = await ctx.tx.select().from(webhookDeliveryAttempts).where(eq(webhookDeliveryAttempts.deliveryId, d!.id));
      expect(attempts.map((a) => [a.attemptNumber, a.responseStatus])).toEqual([[1, 503]]);
      const [row] = await deliveriesOf(ctx, [ctx.companyId]);
      expect(row).toMatchObject({ status: "RETRYING", attemptCount: 1, lastResponseStatus: 503 });
      // The next attempt records as usual.
      expect([...(await recordOutcomes(ctx.tx, [row!], [failed(d!.id, 2)])).ids]).toEqual([d!.id]);
    });
  });
});

describe("tenancy", () => {
  it("answers 404 for another company's webhook on every verb and changes nothing", async () => {
    await rolledBack(async (ctx) => {
      const other = await otherCompany(ctx);
      const theirs = await hook({ ...ctx, companyId: other.id }, { name: "Theirs" });
      const id = theirs.id;
      const attempts: (() => Promise<unknown>)[] = [
        () => getWebhook({ ctx, id }),
        () => updateWebhook({ ctx, id, input: updateWebhookInput.parse({ name: "Hijacked", url: "https://93.184.215.15/steal" }) }),
        () => pauseWebhook({ ctx, id }),
        () => resumeWebhook({ ctx, id }),
        () => getWebhookSecret({ ctx, id }),
        () => regenerateWebhookSecret({ ctx, id }),
        () => listDeliveries({ ctx, webhookId: id, query: listDeliveriesQuery.parse({}) }),
        () => deleteWebhook({ ctx, id }),
      ];
      for (const attempt of attempts) expect((await refusal(attempt())).code).toBe("NOT_FOUND");
      const [row] = await ctx.tx.select().from(webhooks).where(and(eq(webhooks.id, id), eq(webhooks.companyId, other.id)));
      expect(row).toMatchObject({ name: "Theirs", url: RECEIVER, status: "ACTIVE" });
      expect((await listWebhooks({ ctx, query: listWebhooksQuery.parse({}) })).data).toEqual([]);
    });
  });
});
