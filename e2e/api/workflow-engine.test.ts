import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { channelConnections, contacts, contactTags, conversations, eventOutbox, leads, messages, tasks, tickets } from "@/db/schema";
import { approvedTemplateOf } from "@/lib/testing/campaign-fixtures";
import { waitFor } from "./support/chatapp";
import { startLiveChatapp, type LiveChatapp } from "./support/live-chatapp";
import { startReceiver } from "./support/receiver";
import { chain, runsOf, stepsOf, trigger, waitForRuns, WORKFLOWS } from "./support/workflows";

/**
 * Every node type run by the engine against a fake Cloud API on loopback (its own app server,
 * since the platform's base URL is process configuration; the server's workers run the engine),
 * and an HTTP receiver on an allow-listed port for the HTTP request node.
 */
const PORT = Number(process.env.TEST_PORT ?? 3100) + 80;
const PHONE_NUMBER_ID = "106540352242980";
const ACCESS = "EAAG-workflow-engine-token-000000000";
let live: LiveChatapp;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
const req: LiveChatapp["req"] = (...args) => live.req(...args);
let n = 0;
const phone = () => `1555077${String(++n).padStart(4, "0")}`;

async function publish(name: string, triggerEvent: string, graph: { nodes: unknown[]; edges: unknown[] }, extra: Record<string, unknown> = {}) {
  const created = await req("POST", WORKFLOWS, { name, triggerEvent, ...graph, ...extra });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const published = await req("POST", `${WORKFLOWS}/${created.body.id}/publish`);
  expect(published.status, JSON.stringify(published.body)).toBe(200);
  return created.body.id as string;
}

const customerWrites = (from: string, text: string) => live.customerWrites(from, text);
const sentTo = (to: string) => live.sends(to);
const contactByPhone = async (p: string) => (await getDb().select().from(contacts).where(eq(contacts.phone, p)))[0]!;

beforeAll(async () => {
  live = await startLiveChatapp({ label: "wfengine", port: PORT, phoneNumberId: PHONE_NUMBER_ID, accessToken: ACCESS, scopes: ["automations:write", "automations:read", "contacts:write", "contacts:read"] });
  receiver = await startReceiver(PORT + 1);
}, 180_000);

afterAll(async () => {
  await receiver?.close();
  await live?.stop();
});

describe("the engine, node by node", () => {
  it("runs condition, tags, fields, stage and a text send for a customer who writes, and records each step", async () => {
    const vip = await live.co.tag("wf-vip");
    const old = await live.co.tag("wf-old");
    const id = await publish(
      "Welcome",
      "message.received",
      chain(
        [
          trigger([{ path: "channel", operator: "equals", value: "chatapp" }]),
          { id: "c", type: "condition", config: { match: "all", rules: [{ source: "event", key: "message.text", operator: "contains", value: "price" }] } },
          { id: "add", type: "add-tag", config: { tagId: vip.id } },
          { id: "rm", type: "remove-tag", config: { tagId: old.id } },
          { id: "f", type: "update-contact-field", config: { field: "customField", key: "asked", value: "{{event.message.text}}" } },
          { id: "st", type: "set-lifecycle-stage", config: { stage: "OPPORTUNITY" } },
          { id: "s", type: "chatapp-send-text", config: { text: "Hi {{contact.firstName}}, it is 10 EUR" } },
          { id: "end", type: "end" },
        ],
        [undefined, "true", undefined, undefined, undefined, undefined, "next"],
      ),
    );
    const from = phone();
    await customerWrites(from, "What is the PRICE?");
    const [run] = await waitForRuns(id, 1);
    expect(run!.status, run!.error ?? "").toBe("COMPLETED");
    const steps = await stepsOf(run!.id);
    expect(steps.map((s) => [s.nodeId, s.status, s.handle])).toEqual([
      ["t", "SUCCEEDED", "next"],
      ["c", "SUCCEEDED", "true"],
      ["add", "SUCCEEDED", "next"],
      ["rm", "SUCCEEDED", "next"],
      ["f", "SUCCEEDED", "next"],
      ["st", "SUCCEEDED", "next"],
      ["s", "SUCCEEDED", "next"],
      ["end", "SUCCEEDED", "end"],
    ]);
    expect(steps.every((s) => s.finishedAt && s.finishedAt >= s.startedAt)).toBe(true);
    const contact = await contactByPhone(from);
    expect(contact).toMatchObject({ lifecycleStage: "OPPORTUNITY", customFields: { asked: "What is the PRICE?" } });
    const tagIds = (await getDb().select().from(contactTags).where(eq(contactTags.contactId, contact.id))).map((t) => t.tagId);
    expect(tagIds).toEqual([vip.id]);
    // The platform got the text once, with the contact's first name and our message id to call back with.
    const sends = sentTo(from);
    expect(sends).toHaveLength(1);
    expect(sends[0]!.json).toMatchObject({ type: "text", text: { body: "Hi Ana, it is 10 EUR" }, biz_opaque_callback_data: expect.stringMatching(/^msg_/) });
    const stored = await getDb().select().from(messages).where(eq(messages.contactId, contact.id));
    expect(stored.filter((m) => m.direction === "outbound").map((m) => m.text)).toEqual(["Hi Ana, it is 10 EUR"]);
  });

  it("sends from a named inbox and opens a ticket, a lead and a task about the contact, each once", async () => {
    const [inbox] = await getDb().select({ id: channelConnections.id }).from(channelConnections).where(and(eq(channelConnections.companyId, live.co.companyId), eq(channelConnections.channel, "CHATAPP")));
    const id = await publish(
      "Inbox and CRM",
      "message.received",
      chain(
        [
          trigger([{ path: "message.text", operator: "starts_with", value: "crm" }]),
          { id: "send", type: "send-message", config: { channel: "chatapp", inboxId: inbox!.id, kind: "text", text: "Hi {{contact.firstName}}, a ticket is open" } },
          { id: "tk", type: "create-ticket", config: { subject: "Asked: {{event.message.text}}", priority: "HIGH" } },
          { id: "ld", type: "create-lead", config: { title: "{{contact.name}}", value: 99 } },
          { id: "ts", type: "create-task", config: { title: "Follow up on {{steps.tk.ticketId}}", dueIn: { amount: 1, unit: "days" } } },
        ],
        ["next", "next", "next", "next"],
      ),
    );
    const from = phone();
    await customerWrites(from, "crm please");
    const [run] = await waitForRuns(id, 1);
    expect(run!.status, run!.error ?? "").toBe("COMPLETED");
    const steps = await stepsOf(run!.id);
    expect(steps.map((s) => [s.nodeId, s.status, s.handle])).toEqual([
      ["t", "SUCCEEDED", "next"],
      ["send", "SUCCEEDED", "next"],
      ["tk", "SUCCEEDED", "next"],
      ["ld", "SUCCEEDED", "next"],
      ["ts", "SUCCEEDED", "next"],
    ]);
    expect(sentTo(from).map((s) => s.json)).toMatchObject([{ type: "text", text: { body: "Hi Ana, a ticket is open" } }]);
    const contact = await contactByPhone(from);
    const ticketRows = await getDb().select().from(tickets).where(eq(tickets.contactId, contact.id));
    expect(ticketRows).toMatchObject([{ subject: "Asked: crm please", priority: "HIGH", status: "OPEN" }]);
    expect(await getDb().select().from(leads).where(eq(leads.contactId, contact.id))).toMatchObject([{ title: contact.name, value: "99.00", source: "workflow" }]);
    expect(await getDb().select().from(tasks).where(eq(tasks.contactId, contact.id))).toMatchObject([{ title: `Follow up on ${ticketRows[0]!.id}` }]);
  });

  it("takes the condition's No branch, and fails a text send outside the window with a readable error", async () => {
    const id = await publish(
      "Outside window",
      "contact.created",
      chain(
        [trigger([{ path: "contact.name", operator: "starts_with", value: "Window" }]), { id: "c", type: "condition", config: { rules: [{ source: "consent", operator: "equals", value: "OPTED_OUT" }] } }, { id: "s", type: "chatapp-send-text", config: { text: "Hello" } }],
        [undefined, "false"],
      ),
    );
    const p = phone();
    const created = await req("POST", "/api/v1/contacts", { name: "Window Shopper", phone: `+${p}` });
    expect(created.status).toBe(200);
    const [run] = await waitForRuns(id, 1);
    expect(run!.status).toBe("FAILED");
    expect(run!.error).toMatch(/Send chatapp text failed: .*24 hours/);
    const steps = await stepsOf(run!.id);
    expect(steps.map((s) => [s.nodeId, s.status, s.handle])).toEqual([
      ["t", "SUCCEEDED", "next"],
      ["c", "SUCCEEDED", "false"],
      ["s", "FAILED", null],
    ]);
    expect(sentTo(p)).toHaveLength(0);
  });

  it("sends an approved template with variables from the contact and the event", async () => {
    const tpl = await approvedTemplateOf(live.co.companyId, { bodyText: "Hello {{1}}, welcome from {{2}}" });
    const id = await publish(
      "Template",
      "contact.created",
      chain([
        trigger([{ path: "contact.name", operator: "starts_with", value: "Tpl" }]),
        { id: "s", type: "chatapp-send-template", config: { templateName: tpl.name, languageCode: "en", bodyVariables: ["{{contact.firstName}}", "{{event.contact.lastName}}"] } },
      ]),
    );
    const p = phone();
    expect((await req("POST", "/api/v1/contacts", { name: "Tpl Maria", firstName: "Maria", lastName: "Silva", phone: `+${p}` })).status).toBe(200);
    const [run] = await waitForRuns(id, 1);
    expect(run!.status, run!.error ?? "").toBe("COMPLETED");
    const sends = sentTo(p);
    expect(sends).toHaveLength(1);
    expect(sends[0]!.json).toMatchObject({
      type: "template",
      template: { name: tpl.name, language: { code: "en" }, components: [{ type: "body", parameters: [{ type: "text", text: "Maria" }, { type: "text", text: "Silva" }] }] },
    });
  });

  it("tries a send again when the platform fails for a passing reason, then fails the run readably when it keeps failing", async () => {
    const tpl = await approvedTemplateOf(live.co.companyId);
    const id = await publish("Retry", "contact.created", chain([trigger([{ path: "contact.name", operator: "starts_with", value: "Retry" }]), { id: "s", type: "chatapp-send-template", config: { templateName: tpl.name, languageCode: "en" } }]));
    const serverError = { status: 500, error: { message: "An unknown error occurred", type: "OAuthException", code: 1, fbtrace_id: "x" } };
    live.fake.failNext(serverError, 1, PHONE_NUMBER_ID);
    const once = phone();
    expect((await req("POST", "/api/v1/contacts", { name: "Retry Once", firstName: "Rita", phone: `+${once}` })).status).toBe(200);
    const [run] = await waitForRuns(id, 1, ["COMPLETED", "FAILED"], 20_000);
    expect(run!.status, run!.error ?? "").toBe("COMPLETED");
    const steps = await stepsOf(run!.id);
    expect(steps.map((s) => [s.nodeId, s.status, s.attempts])).toEqual([["t", "SUCCEEDED", 1], ["s", "FAILED", 1], ["s", "SUCCEEDED", 2]]);
    // The second try waited its 2 s.
    expect(steps[2]!.startedAt.getTime() - steps[1]!.finishedAt!.getTime()).toBeGreaterThanOrEqual(1900);

    live.fake.failNext(serverError, 3, PHONE_NUMBER_ID);
    expect((await req("POST", "/api/v1/contacts", { name: "Retry Never", firstName: "Rob", phone: `+${phone()}` })).status).toBe(200);
    const runs = await waitForRuns(id, 2, ["COMPLETED", "FAILED"], 30_000);
    const failed = runs.find((r) => r.id !== run!.id)!;
    expect(failed.status).toBe("FAILED");
    expect(failed.error).toMatch(/^Send chatapp template failed: The platform refused the message/);
    expect((await stepsOf(failed.id)).filter((s) => s.nodeId === "s").map((s) => s.status)).toEqual(["FAILED", "FAILED", "FAILED"]);
  }, 40_000);

  it("assigns agents in turn and splits by percentage", async () => {
    const a = await live.co.jwtAs("agent");
    const b = await live.co.jwtAs("agent");
    const id = await publish(
      "Round robin",
      "contact.created",
      chain(
        [
          trigger([{ path: "contact.name", operator: "starts_with", value: "Turn" }]),
          { id: "rr", type: "assign-agent", config: { mode: "round_robin" } },
          { id: "sp", type: "split", config: { branches: [{ id: "a", label: "A", percent: 50 }, { id: "b", label: "B", percent: 50 }] } },
          { id: "end", type: "end" },
        ],
        [undefined, undefined, "a"],
      ),
    );
    for (let i = 0; i < 4; i++) expect((await req("POST", "/api/v1/contacts", { name: `Turn ${i}` })).status).toBe(200);
    const runs = await waitForRuns(id, 4);
    const picks = await Promise.all(runs.map(async (r) => ((await stepsOf(r.id)).find((s) => s.nodeId === "rr")!.output as { agentId: string }).agentId));
    // Turns go agents first, in the order they joined, then the owner: four runs (in whatever
    // order they reach the node) take a, b, the owner and a again.
    const turns = new Map<string, number>();
    for (const p of picks) turns.set(p, (turns.get(p) ?? 0) + 1);
    expect(Object.fromEntries(turns)).toEqual({ [a.userId]: 2, [b.userId]: 1, [live.co.owner.id]: 1 });
    const assigned = await Promise.all(runs.map(async (r) => (await getDb().select().from(contacts).where(eq(contacts.id, r.contactId!)))[0]!.assignedAgentId));
    expect(assigned).toEqual(picks);
    // Each run left the split by one branch; only branch a leads on.
    for (const r of runs) {
      const split = (await stepsOf(r.id)).find((s) => s.nodeId === "sp")!;
      expect(["a", "b"]).toContain(split.handle);
      expect(r.status).toBe("COMPLETED");
    }
  });

  it("calls an outside URL with variables and an idempotency key, and leaves by failed on a refused target", async () => {
    receiver.on("/hook", () => ({ status: 200, headers: { "content-type": "application/json" }, body: JSON.stringify({ score: 42 }) }));
    const id = await publish("HTTP", "contact.created", {
      nodes: [
        trigger([{ path: "contact.name", operator: "starts_with", value: "Http" }]),
        { id: "h", type: "http-request", config: { method: "POST", url: receiver.url("/hook"), headers: [{ name: "X-Secret", value: "s3cr3t" }], body: '{"id":"{{contact.id}}","name":"{{contact.name}}"}' } },
        { id: "f", type: "update-contact-field", config: { field: "customField", key: "score", value: "{{steps.h.body.score}}" } },
        // The host comes from a variable (empty here), so only the run can refuse it: publish refuses the literal URL.
        { id: "bad", type: "http-request", config: { method: "GET", url: "http://169.254.169.254{{contact.externalId}}/latest/meta-data" } },
        { id: "fallback", type: "set-lifecycle-stage", config: { stage: "CUSTOMER" } },
      ],
      edges: [
        { id: "1", source: "t", target: "h" },
        { id: "2", source: "h", target: "f", sourceHandle: "next" },
        { id: "3", source: "f", target: "bad" },
        { id: "4", source: "bad", target: "fallback", sourceHandle: "failed" },
      ],
    });
    expect((await req("POST", "/api/v1/contacts", { name: "Http Person" })).status).toBe(200);
    const [run] = await waitForRuns(id, 1);
    expect(run!.status, run!.error ?? "").toBe("COMPLETED");
    const hit = receiver.hitsOn("/hook")[0]!;
    expect(JSON.parse(hit.body)).toEqual({ id: run!.contactId, name: "Http Person" });
    expect(hit.headers["x-secret"]).toBe("s3cr3t");
    expect(hit.headers["idempotency-key"]).toBe(`${run!.id}.2`);
    const steps = await stepsOf(run!.id);
    expect(steps.find((s) => s.nodeId === "h")!.output).toMatchObject({ status: 200, body: { score: 42 } });
    // Header values may be credentials: the run history shows their names only.
    expect(JSON.stringify(steps.find((s) => s.nodeId === "h")!.input)).not.toContain("s3cr3t");
    expect(steps.find((s) => s.nodeId === "bad")).toMatchObject({ status: "FAILED", error: expect.stringMatching(/Refused target/) });
    expect((await getDb().select().from(contacts).where(eq(contacts.id, run!.contactId!)))[0]).toMatchObject({ customFields: { score: "42" }, lifecycleStage: "CUSTOMER" });
  });

  it("waits for a reply: a reply leaves by replied, silence by timeout, each within a second of its time", async () => {
    const id = await publish(
      "Wait",
      "message.received",
      {
        nodes: [
          trigger([{ path: "message.text", operator: "starts_with", value: "wait" }]),
          { id: "d", type: "delay", config: { mode: "duration", duration: { amount: 1, unit: "seconds" } } },
          { id: "w", type: "wait-for-reply", config: { timeout: { amount: 2, unit: "seconds" } } },
          { id: "yes", type: "chatapp-send-text", config: { text: "Thanks for {{steps.w.reply.text}}" } },
          { id: "no", type: "end" },
        ],
        edges: [
          { id: "1", source: "t", target: "d" },
          { id: "2", source: "d", target: "w" },
          { id: "3", source: "w", target: "yes", sourceHandle: "replied" },
          { id: "4", source: "w", target: "no", sourceHandle: "timeout" },
        ],
      },
    );
    const talker = phone();
    const silent = phone();
    await customerWrites(talker, "wait for me");
    await customerWrites(silent, "wait and see");
    await waitFor(async () => (await runsOf(id)).filter((r) => r.status === "WAITING").length === 2 || null, 10_000, 50);
    await customerWrites(talker, "an answer");
    const runs = await waitForRuns(id, 2);
    const byPhone = new Map(await Promise.all(runs.map(async (r) => [(await getDb().select().from(contacts).where(eq(contacts.id, r.contactId!)))[0]!.phone, r] as const)));
    const talked = await stepsOf(byPhone.get(talker)!.id);
    expect(talked.map((s) => [s.nodeId, s.handle])).toEqual([["t", "next"], ["d", "next"], ["w", "replied"], ["yes", "next"]]);
    expect(sentTo(talker).map((r) => (r.json as { text: { body: string } }).text.body)).toEqual(["Thanks for an answer"]);
    const waited = await stepsOf(byPhone.get(silent)!.id);
    expect(waited.map((s) => [s.nodeId, s.handle])).toEqual([["t", "next"], ["d", "next"], ["w", "timeout"], ["no", "end"]]);
    // Timers fire on time: the delay's 1 s and the wait's 2 s, each late by under a second.
    const late = (s: (typeof waited)[number], seconds: number) => s.finishedAt!.getTime() - s.startedAt.getTime() - seconds * 1000;
    expect(late(waited[1]!, 1)).toBeGreaterThanOrEqual(0);
    expect(late(waited[1]!, 1)).toBeLessThan(1000);
    expect(late(waited[2]!, 2)).toBeGreaterThanOrEqual(0);
    expect(late(waited[2]!, 2)).toBeLessThan(1000);
  });

  it("starts one run per event even when the event is handed over twice, and one active run per contact unless re-entry is allowed", async () => {
    const graph = chain([trigger([{ path: "contact.name", operator: "starts_with", value: "Again" }]), { id: "d", type: "delay", config: { mode: "duration", duration: { amount: 1, unit: "hours" } } }]);
    const single = await publish("Once", "contact.updated", graph);
    const reentrant = await publish("Many", "contact.updated", graph, { allowReentry: true });
    const c = await live.co.contact({ name: "Again Ann" });
    expect((await req("PUT", `/api/v1/contacts/${c.id}`, { notes: "one" })).status).toBe(200);
    await waitFor(async () => ((await runsOf(single)).length === 1 && (await runsOf(reentrant)).length === 1) || null, 10_000, 50);
    // The dispatcher hands the same event over again (as after a crash between handing and stamping).
    const [first] = await runsOf(single);
    await getDb().update(eventOutbox).set({ dispatchedAt: null }).where(eq(eventOutbox.eventId, first!.eventId));
    // A second update while the first run waits.
    expect((await req("PUT", `/api/v1/contacts/${c.id}`, { notes: "two" })).status).toBe(200);
    await waitFor(async () => ((await runsOf(reentrant)).length === 2 && (await getDb().select().from(eventOutbox).where(eq(eventOutbox.eventId, first!.eventId)))[0]!.dispatchedAt) || null, 10_000, 50);
    expect((await runsOf(single)).map((r) => r.eventId)).toEqual([first!.eventId]);
    expect(new Set((await runsOf(reentrant)).map((r) => r.eventId)).size).toBe(2);
  });

  it("cancels a waiting run, and refuses to cancel it twice", async () => {
    const id = await publish("Cancel", "contact.created", chain([trigger([{ path: "contact.name", operator: "starts_with", value: "Cancel" }]), { id: "d", type: "delay", config: { mode: "duration", duration: { amount: 1, unit: "days" } } }, { id: "end", type: "end" }]));
    expect((await req("POST", "/api/v1/contacts", { name: "Cancel Me" })).status).toBe(200);
    const [run] = await waitFor(async () => ((await runsOf(id)).filter((r) => r.currentNodeId === "d" && r.claim === null).length === 1 ? runsOf(id) : null), 10_000, 50);
    const listed = await req("GET", `${WORKFLOWS}/${id}/runs?status=RUNNING`);
    expect(listed.body).toMatchObject({ data: [{ id: run!.id, currentNodeId: "d", wakeAt: expect.any(String) }], pagination: { total: 1 } });
    const cancelled = await req("POST", `${WORKFLOWS}/${id}/runs/${run!.id}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: "CANCELLED", finishedAt: expect.any(String) });
    const again = await req("POST", `${WORKFLOWS}/${id}/runs/${run!.id}/cancel`);
    expect(again.status).toBe(409);
    expect(again.body.error.details).toMatchObject({ status: "CANCELLED" });
    const detail = await req("GET", `${WORKFLOWS}/${id}/runs/${run!.id}`);
    expect(detail.body).toMatchObject({ status: "CANCELLED", steps: [{ nodeId: "t", status: "SUCCEEDED" }, { nodeId: "d", status: "RUNNING", input: { seconds: 86_400 } }] });
  });

  it("keeps runs on the version they started on when the workflow is edited and published again", async () => {
    const id = await publish("Versions", "contact.created", chain([trigger([{ path: "contact.name", operator: "starts_with", value: "Ver" }]), { id: "st", type: "set-lifecycle-stage", config: { stage: "SUBSCRIBER" } }]));
    const edited = await req("PUT", `${WORKFLOWS}/${id}`, { name: "Versions 2", ...chain([trigger([{ path: "contact.name", operator: "starts_with", value: "Ver" }]), { id: "st", type: "set-lifecycle-stage", config: { stage: "EVANGELIST" } }]) });
    expect(edited.body).toMatchObject({ status: "PUBLISHED", publishedVersion: 1, hasUnpublishedChanges: true });
    const a = await req("POST", "/api/v1/contacts", { name: "Ver One" });
    await waitForRuns(id, 1);
    expect((await req("GET", `/api/v1/contacts/${a.body.id}`)).body).toMatchObject({ lifecycleStage: "SUBSCRIBER" });
    expect((await req("POST", `${WORKFLOWS}/${id}/publish`)).body).toMatchObject({ version: 2, publishedVersion: 2, hasUnpublishedChanges: false });
    const b = await req("POST", "/api/v1/contacts", { name: "Ver Two" });
    const runs = await waitForRuns(id, 2);
    expect((await req("GET", `/api/v1/contacts/${b.body.id}`)).body).toMatchObject({ lifecycleStage: "EVANGELIST" });
    const listed = await req("GET", `${WORKFLOWS}/${id}/runs`);
    expect((listed.body.data as { version: number }[]).map((r) => r.version).sort()).toEqual([1, 2]);
    expect(runs).toHaveLength(2);
    expect((await getDb().select().from(conversations).where(eq(conversations.contactId, b.body.id as string))).length).toBe(0);
  });
});
