import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { eventOutbox } from "@/db/schema";
import { emitEvent } from "@/lib/events/emit";
import { sampleContactPayload } from "@/lib/events/payloads/samples";
import { newCompany } from "./support/fixtures";
import { call } from "./support/http";

type Catalog = { data: { name: string; group: string; description: string }[]; groups: string[] };

const SPEC_EVENTS = [
  "message.received", "message.sent", "message.status_updated", "contact.created", "contact.updated",
  "conversation.opened", "conversation.closed", "conversation.assigned", "conversation.created", "conversation.resolved",
  "order.created", "order.updated", "order.completed", "order.cancelled", "campaign.started", "campaign.completed", "agent.response",
  "chatapp.message.received", "chatapp.media.received", "chatapp.voice.received", "chatapp.location.received",
  "chatapp.contact_card.received", "chatapp.reaction.received", "chatapp.button.clicked", "chatapp.list.selected",
  "chatapp.template.reply", "chatapp.flow.completed", "chatapp.order.placed", "chatapp.referral.received", "chatapp.message.status_changed",
  "photoapp.message.received", "photoapp.media.received", "photoapp.reaction.received", "photoapp.button.clicked",
  "photoapp.story.reply", "photoapp.story.mention", "photoapp.referral.received", "photoapp.first.inbound",
  "socialchat.message.received", "socialchat.media.received", "socialchat.voice.received", "socialchat.location.received",
  "socialchat.reaction.received", "socialchat.button.clicked", "socialchat.template.reply", "socialchat.referral.received", "socialchat.first.inbound",
  "botchat.message.received", "botchat.media.received", "botchat.location.received", "botchat.command.received", "botchat.button.clicked", "botchat.first.inbound",
  "widget.chat.opened", "widget.message.received", "widget.media.received", "widget.button.clicked", "widget.form.submitted", "widget.first.inbound",
  "lead.created", "ticket.created", "ticket.assigned", "ticket.status_changed", "task.created", "task.assigned", "task.completed", "web_event.received",
];

async function waitFor<T>(fn: () => Promise<T | undefined>, ms = 10_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v !== undefined) return v;
    if (Date.now() > until) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe("GET /api/v1/webhooks/events", () => {
  it("lists every event of the spec's catalog with its group and meaning, plus the ecommerce set", async () => {
    const co = await newCompany("cat");
    const t = await co.token(["webhooks:read"]);
    const res = await call<Catalog>("GET", "/api/v1/webhooks/events", { token: t.token });
    expect(res.status).toBe(200);
    const names = res.body.data.map((e) => e.name);
    expect(names).toEqual(expect.arrayContaining(SPEC_EVENTS));
    expect(names).toEqual(expect.arrayContaining(["ecommerce.order.created", "ecommerce.order.paid", "ecommerce.cart.abandoned"]));
    expect(new Set(names).size).toBe(names.length);
    for (const e of res.body.data) {
      expect(e.description.length).toBeGreaterThan(5);
      expect(e.name.startsWith(`${e.group}.`)).toBe(true);
    }
    expect(res.body.groups).toEqual(expect.arrayContaining(["message", "chatapp", "ecommerce", "web_event"]));
  });
});

describe("event outbox", () => {
  it("commits an event with its transaction and the server's workers dispatch it", async () => {
    const co = await newCompany("outbox");
    const eventId = await getDb().transaction((tx) =>
      emitEvent(tx, { companyId: co.companyId, event: "contact.created", payload: sampleContactPayload({ id: "ct_test" }) }),
    );
    const dispatched = await waitFor(async () => {
      const [row] = await getDb().select().from(eventOutbox).where(eq(eventOutbox.eventId, eventId));
      return row?.dispatchedAt ?? undefined;
    });
    expect(dispatched).toBeInstanceOf(Date);
  });

  it("loses the event when the transaction rolls back", async () => {
    const co = await newCompany("rollback");
    let eventId = "";
    await expect(
      getDb().transaction(async (tx) => {
        eventId = await emitEvent(tx, { companyId: co.companyId, event: "contact.updated", payload: sampleContactPayload({ id: "ct_test" }, ["name"]) });
        throw new Error("change failed");
      }),
    ).rejects.toThrow("change failed");
    const rows = await getDb().select().from(eventOutbox).where(eq(eventOutbox.eventId, eventId));
    expect(rows).toHaveLength(0);
  });
});
