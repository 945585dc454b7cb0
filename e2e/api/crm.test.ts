import { randomBytes } from "node:crypto";
import { and, eq, like } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { conversations, eventOutbox, tickets } from "@/db/schema";
import { receiveChatappMessage } from "@/lib/channels/chatapp/messaging/inbound/receive-message";
import { newCompany, type TestCompany } from "./support/fixtures";
import { call, expectError } from "./support/http";

/**
 * Tickets, leads and tasks over HTTP: each route's happy path, validation naming the field,
 * wrong states, scopes, another company's ids, and the events the outbox holds after each change.
 */
type Person = { id: string; name: string } | null;
type Ticket = { id: string; subject: string; status: string; priority: string; contact: { id: string }; conversationId: string | null; assignee: Person; slaDueAt: string; breached: boolean; resolvedAt: string | null; closedAt: string | null; createdAt: string };
type Lead = { id: string; title: string; value: number | null; currency: string; stage: string; status: string; lostReason: string | null; assignee: Person; closedAt: string | null };
type Task = { id: string; title: string; status: string; completed: boolean; completedAt: string | null; overdue: boolean; contact: { id: string }; conversationId: string | null; ticketId: string | null; leadId: string | null; assignee: Person };
type List<T> = { data: T[]; pagination: { total: number; limit: number; offset: number } };
type ErrBody = { error: { details: { fields: { path: string }[]; status?: string; allowed?: string[]; stage?: string } } };

let co: TestCompany;
let other: TestCompany;
let tok: string;
let agent: { userId: string; jwt: string };

async function conversationOf(c: TestCompany) {
  const from = `1444${randomBytes(3).readUIntBE(0, 3).toString().padStart(7, "0")}`;
  const message = { from, id: `wamid.CRM${randomBytes(8).toString("hex")}`, timestamp: String(Math.floor(Date.now() / 1000)), type: "text", text: { body: "my order is late" } };
  const r = await receiveChatappMessage({ companyId: c.companyId, message });
  if (r.status !== "stored") throw new Error("message not stored");
  const [row] = await getDb().select({ contactId: conversations.contactId }).from(conversations).where(eq(conversations.id, r.conversationId));
  return { ...r, contactId: row!.contactId };
}
async function eventsAbout(id: string) {
  const rows = await getDb()
    .select()
    .from(eventOutbox)
    .where(and(eq(eventOutbox.companyId, co.companyId), like(eventOutbox.event, "%.%")))
    .orderBy(eventOutbox.id);
  return rows.filter((r) => JSON.stringify(r.payload).includes(id)).map((r) => ({ event: r.event, payload: r.payload as Record<string, unknown> }));
}
const fieldsOf = (res: { body: unknown }) => (res.body as ErrBody).error.details.fields.map((f) => f.path);

beforeAll(async () => {
  [co, other] = await Promise.all([newCompany("crm"), newCompany("crmother")]);
  agent = await co.jwtAs("agent");
});
// One token is limited to 60 requests a minute: a fresh one per test.
beforeEach(async () => {
  tok = (await co.token(["tickets:read", "tickets:write", "leads:read", "leads:write", "tasks:read", "tasks:write"])).token;
});

describe("tickets", () => {
  it("opens a ticket from a conversation with its SLA, assigns and moves it, and emits each event once", async () => {
    const conv = await conversationOf(co);
    const res = await call<Ticket>("POST", "/api/v1/tickets", { token: tok, body: { subject: "Late order", priority: "URGENT", conversationId: conv.conversationId } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const t = res.body;
    expect(t).toMatchObject({ id: expect.stringMatching(/^tkt_/), status: "OPEN", priority: "URGENT", conversationId: conv.conversationId, assignee: null, breached: false });
    // The contact comes from the conversation; URGENT is due 4 hours after creation by default.
    expect(t.contact.id).toBe(conv.contactId);
    expect(new Date(t.slaDueAt).getTime() - new Date(t.createdAt).getTime()).toBe(240 * 60_000);

    const assigned = await call<Ticket>("PATCH", `/api/v1/tickets/${t.id}`, { token: tok, body: { assigneeId: agent.userId } });
    expect(assigned.body.assignee).toMatchObject({ id: agent.userId, name: "A agent" });
    const pending = await call<Ticket>("PATCH", `/api/v1/tickets/${t.id}`, { token: tok, body: { status: "PENDING", priority: "LOW" } });
    expect(pending.body).toMatchObject({ status: "PENDING", priority: "LOW" });
    expect(new Date(pending.body.slaDueAt).getTime() - new Date(t.createdAt).getTime()).toBe(4320 * 60_000);
    const resolved = await call<Ticket>("PATCH", `/api/v1/tickets/${t.id}`, { token: tok, body: { status: "RESOLVED" } });
    expect(resolved.body.resolvedAt).not.toBeNull();
    // Re-sending the same assignee changes nothing and emits nothing.
    await call("PATCH", `/api/v1/tickets/${t.id}`, { token: tok, body: { assigneeId: agent.userId } });

    const events = await eventsAbout(t.id);
    expect(events.map((e) => e.event)).toEqual(["ticket.created", "ticket.assigned", "ticket.status_changed", "ticket.status_changed"]);
    expect(events[1].payload).toMatchObject({ previousAssigneeId: null, ticket: { id: t.id, assignee: { id: agent.userId } } });
    expect(events[2].payload).toMatchObject({ previousStatus: "OPEN", ticket: { status: "PENDING" } });
    expect(events[3].payload).toMatchObject({ previousStatus: "PENDING", ticket: { status: "RESOLVED" } });
  });

  it("refuses moves outside the transitions and any change to a CLOSED ticket with 409", async () => {
    const contact = await co.contact();
    const { body: t } = await call<Ticket>("POST", "/api/v1/tickets", { token: tok, body: { subject: "Refund", contactId: contact.id } });
    const skip = await call("PATCH", `/api/v1/tickets/${t.id}`, { token: tok, body: { status: "CLOSED" } });
    const err = expectError(skip, 409, "CONFLICT");
    expect(err.details).toMatchObject({ status: "OPEN", allowed: ["PENDING", "RESOLVED"] });
    await call("PATCH", `/api/v1/tickets/${t.id}`, { token: tok, body: { status: "RESOLVED" } });
    const closed = await call<Ticket>("PATCH", `/api/v1/tickets/${t.id}`, { token: tok, body: { status: "CLOSED" } });
    expect(closed.body).toMatchObject({ status: "CLOSED", closedAt: expect.any(String) });
    expectError(await call("PATCH", `/api/v1/tickets/${t.id}`, { token: tok, body: { status: "OPEN" } }), 409, "CONFLICT");
    expectError(await call("PATCH", `/api/v1/tickets/${t.id}`, { token: tok, body: { subject: "Changed" } }), 409, "CONFLICT");
    // A RESOLVED ticket reopens and its resolution clears.
    const { body: r } = await call<Ticket>("POST", "/api/v1/tickets", { token: tok, body: { subject: "Again", contactId: contact.id } });
    await call("PATCH", `/api/v1/tickets/${r.id}`, { token: tok, body: { status: "RESOLVED" } });
    const reopened = await call<Ticket>("PATCH", `/api/v1/tickets/${r.id}`, { token: tok, body: { status: "OPEN" } });
    expect(reopened.body).toMatchObject({ status: "OPEN", resolvedAt: null });
  });

  it("names the bad field, and refuses links of another company or another contact", async () => {
    const contact = await co.contact();
    const bad = await call("POST", "/api/v1/tickets", { token: tok, body: { subject: "", priority: "SOON", contactId: contact.id } });
    expectError(bad, 400, "VALIDATION_ERROR");
    expect(fieldsOf(bad)).toEqual(expect.arrayContaining(["subject", "priority"]));
    const none = await call("POST", "/api/v1/tickets", { token: tok, body: { subject: "No contact" } });
    expect(fieldsOf(none)).toEqual(["contactId"]);
    const foreignContact = await call("POST", "/api/v1/tickets", { token: tok, body: { subject: "x", contactId: (await other.contact()).id } });
    expectError(foreignContact, 400, "VALIDATION_ERROR");
    expect(fieldsOf(foreignContact)).toEqual(["contactId"]);
    const foreignConv = await call("POST", "/api/v1/tickets", { token: tok, body: { subject: "x", contactId: contact.id, conversationId: (await conversationOf(other)).conversationId } });
    expect(fieldsOf(foreignConv)).toEqual(["conversationId"]);
    const otherContactsConv = await call("POST", "/api/v1/tickets", { token: tok, body: { subject: "x", contactId: contact.id, conversationId: (await conversationOf(co)).conversationId } });
    expect(fieldsOf(otherContactsConv)).toEqual(["conversationId"]);
    const foreignAgent = await call("POST", "/api/v1/tickets", { token: tok, body: { subject: "x", contactId: contact.id, assigneeId: (await other.jwtAs("agent")).userId } });
    expect(fieldsOf(foreignAgent)).toEqual(["assigneeId"]);
    const empty = await call("PATCH", `/api/v1/tickets/tkt_nothere`, { token: tok, body: {} });
    expectError(empty, 400, "VALIDATION_ERROR");
    const badFilter = await call("GET", "/api/v1/tickets?status=DONE&limit=0", { token: tok });
    expect(fieldsOf(badFilter)).toEqual(expect.arrayContaining(["status.0", "limit"]));
  });

  it("lists with filters and paging, gets, deletes; another company's ticket is a 404", async () => {
    const contact = await co.contact();
    const mk = (subject: string, extra: Record<string, unknown> = {}) => call<Ticket>("POST", "/api/v1/tickets", { token: tok, body: { subject, contactId: contact.id, ...extra } }).then((r) => r.body);
    const a = await mk("Broken zipper on jacket", { assigneeId: agent.userId, priority: "HIGH" });
    const b = await mk("Wrong size delivered");
    await call("PATCH", `/api/v1/tickets/${b.id}`, { token: tok, body: { status: "PENDING" } });
    // A ticket past its due time is breached.
    const c = await mk("Old complaint");
    await getDb().update(tickets).set({ slaDueAt: new Date(Date.now() - 60_000) }).where(eq(tickets.id, c.id));

    const q = (s: string) => call<List<Ticket>>("GET", `/api/v1/tickets?contactId=${contact.id}&${s}`, { token: tok }).then((r) => r.body);
    expect((await q("")).pagination.total).toBe(3);
    expect((await q("status=PENDING")).data.map((t) => t.id)).toEqual([b.id]);
    expect((await q("status=OPEN,PENDING")).pagination.total).toBe(3);
    expect((await q(`assigneeId=${agent.userId}`)).data.map((t) => t.id)).toEqual([a.id]);
    expect((await q("assigneeId=none")).pagination.total).toBe(2);
    expect((await q("search=zipper")).data.map((t) => t.id)).toEqual([a.id]);
    expect((await q("priority=HIGH")).data.map((t) => t.id)).toEqual([a.id]);
    expect((await q("breached=true")).data.map((t) => t.id)).toEqual([c.id]);
    // Soonest due first: the breached one leads.
    const page = await q("limit=1&offset=0");
    expect(page.data.map((t) => t.id)).toEqual([c.id]);
    expect(page.pagination).toEqual({ total: 3, limit: 1, offset: 0 });
    expect((await call<Ticket>("GET", `/api/v1/tickets/${c.id}`, { token: tok })).body).toMatchObject({ id: c.id, breached: true });

    const otherTicket = (await call<Ticket>("POST", "/api/v1/tickets", { token: (await other.token(["tickets:write"])).token, body: { subject: "Theirs", contactId: (await other.contact()).id } })).body;
    expectError(await call("GET", `/api/v1/tickets/${otherTicket.id}`, { token: tok }), 404, "NOT_FOUND");
    expectError(await call("PATCH", `/api/v1/tickets/${otherTicket.id}`, { token: tok, body: { status: "PENDING" } }), 404, "NOT_FOUND");
    expectError(await call("DELETE", `/api/v1/tickets/${otherTicket.id}`, { token: tok }), 404, "NOT_FOUND");
    expect((await call<List<Ticket>>("GET", `/api/v1/tickets?contactId=${otherTicket.contact.id}`, { token: tok })).body.pagination.total).toBe(0);

    expect((await call("DELETE", `/api/v1/tickets/${a.id}`, { token: tok })).body).toEqual({ id: a.id, deleted: true });
    expectError(await call("GET", `/api/v1/tickets/${a.id}`, { token: tok }), 404, "NOT_FOUND");
  });

  it("needs the tickets scopes", async () => {
    const readOnly = (await co.token(["tickets:read"])).token;
    const contact = await co.contact();
    expectError(await call("POST", "/api/v1/tickets", { token: readOnly, body: { subject: "x", contactId: contact.id } }), 403, "INSUFFICIENT_PERMISSIONS");
    expect((await call("GET", "/api/v1/tickets", { token: readOnly })).status).toBe(200);
    expectError(await call("GET", "/api/v1/tickets", { token: (await co.token(["leads:read"])).token }), 403, "INSUFFICIENT_PERMISSIONS");
  });

  it("follows the company's SLA policy, which only people with company:write set", async () => {
    const c2 = await newCompany("crmsla");
    const t2 = (await c2.token(["tickets:read", "tickets:write"])).token;
    expect((await call("GET", "/api/v1/tickets/sla-policy", { token: t2 })).body).toEqual({ URGENT: 240, HIGH: 480, NORMAL: 1440, LOW: 4320, isDefault: true });
    expectError(await call("PUT", "/api/v1/tickets/sla-policy", { token: t2, body: { URGENT: 60, HIGH: 120, NORMAL: 480, LOW: 1440 } }), 401, "UNAUTHORIZED");
    const bad = await call("PUT", "/api/v1/tickets/sla-policy", { authorization: `Bearer ${c2.ownerJwt}`, body: { URGENT: 1, HIGH: 120, NORMAL: 480 } });
    expect(fieldsOf(bad)).toEqual(expect.arrayContaining(["URGENT", "LOW"]));
    const { jwt: agentJwt } = await c2.jwtAs("agent");
    expectError(await call("PUT", "/api/v1/tickets/sla-policy", { authorization: `Bearer ${agentJwt}`, body: { URGENT: 60, HIGH: 120, NORMAL: 480, LOW: 1440 } }), 403, "INSUFFICIENT_PERMISSIONS");
    const set = await call("PUT", "/api/v1/tickets/sla-policy", { authorization: `Bearer ${c2.ownerJwt}`, body: { URGENT: 60, HIGH: 120, NORMAL: 480, LOW: 1440 } });
    expect(set.body).toEqual({ URGENT: 60, HIGH: 120, NORMAL: 480, LOW: 1440, isDefault: false });
    const t = (await call<Ticket>("POST", "/api/v1/tickets", { token: t2, body: { subject: "x", priority: "HIGH", contactId: (await c2.contact()).id } })).body;
    expect(new Date(t.slaDueAt).getTime() - new Date(t.createdAt).getTime()).toBe(120 * 60_000);
    // The first company keeps the defaults.
    expect((await call("GET", "/api/v1/tickets/sla-policy", { token: tok })).body).toMatchObject({ isDefault: true });
  });
});

describe("leads", () => {
  it("creates, moves through stages to WON, refuses changes while closed, reopens, deletes", async () => {
    const conv = await conversationOf(co);
    const res = await call<Lead>("POST", "/api/v1/leads", { token: tok, body: { title: "50 jackets for a club", value: 2499.5, currency: "eur", source: "chatapp ad", conversationId: conv.conversationId, assigneeId: agent.userId } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const l = res.body;
    expect(l).toMatchObject({ id: expect.stringMatching(/^lead_/), value: 2499.5, currency: "EUR", stage: "NEW", status: "open", assignee: { id: agent.userId } });
    expect((await eventsAbout(l.id)).map((e) => e.event)).toEqual(["lead.created"]);
    expect((await eventsAbout(l.id))[0].payload).toMatchObject({ lead: { id: l.id, value: 2499.5, currency: "EUR" } });

    expect((await call<Lead>("PATCH", `/api/v1/leads/${l.id}`, { token: tok, body: { stage: "PROPOSAL", value: 3000 } })).body).toMatchObject({ stage: "PROPOSAL", value: 3000 });
    const lost = await call<Lead>("PATCH", `/api/v1/leads/${l.id}`, { token: tok, body: { stage: "LOST", lostReason: "Went with a competitor" } });
    expect(lost.body).toMatchObject({ stage: "LOST", status: "lost", lostReason: "Went with a competitor", closedAt: expect.any(String) });
    const stuck = expectError(await call("PATCH", `/api/v1/leads/${l.id}`, { token: tok, body: { value: 10 } }), 409, "CONFLICT");
    expect(stuck.details).toMatchObject({ stage: "LOST" });
    expectError(await call("PATCH", `/api/v1/leads/${l.id}`, { token: tok, body: { stage: "WON" } }), 409, "CONFLICT");
    const reopened = await call<Lead>("PATCH", `/api/v1/leads/${l.id}`, { token: tok, body: { stage: "QUALIFIED" } });
    expect(reopened.body).toMatchObject({ stage: "QUALIFIED", status: "open", lostReason: null, closedAt: null });

    const list = await call<List<Lead>>("GET", `/api/v1/leads?status=open&assigneeId=${agent.userId}&search=jackets`, { token: tok });
    expect(list.body.data.map((x) => x.id)).toContain(l.id);
    expect((await call<List<Lead>>("GET", `/api/v1/leads?stage=WON,LOST&conversationId=${conv.conversationId}`, { token: tok })).body.pagination.total).toBe(0);
    expect((await call("DELETE", `/api/v1/leads/${l.id}`, { token: tok })).body).toEqual({ id: l.id, deleted: true });
    expectError(await call("GET", `/api/v1/leads/${l.id}`, { token: tok }), 404, "NOT_FOUND");
  });

  it("names bad fields, refuses another company's ids and needs the leads scopes", async () => {
    const contact = await co.contact();
    const bad = await call("POST", "/api/v1/leads", { token: tok, body: { title: "x", value: -1, currency: "euro", stage: "MAYBE", contactId: contact.id } });
    expect(fieldsOf(bad)).toEqual(expect.arrayContaining(["value", "currency", "stage"]));
    expect(fieldsOf(await call("POST", "/api/v1/leads", { token: tok, body: { title: "x", value: 1.234, contactId: contact.id } }))).toEqual(["value"]);
    expect(fieldsOf(await call("POST", "/api/v1/leads", { token: tok, body: { title: "x", contactId: (await other.contact()).id } }))).toEqual(["contactId"]);
    const theirs = (await call<Lead>("POST", "/api/v1/leads", { token: (await other.token(["leads:write"])).token, body: { title: "Theirs", contactId: (await other.contact()).id } })).body;
    expectError(await call("GET", `/api/v1/leads/${theirs.id}`, { token: tok }), 404, "NOT_FOUND");
    expectError(await call("PATCH", `/api/v1/leads/${theirs.id}`, { token: tok, body: { stage: "WON" } }), 404, "NOT_FOUND");
    expectError(await call("DELETE", `/api/v1/leads/${theirs.id}`, { token: tok }), 404, "NOT_FOUND");
    const readOnly = (await co.token(["leads:read"])).token;
    expectError(await call("POST", "/api/v1/leads", { token: readOnly, body: { title: "x", contactId: contact.id } }), 403, "INSUFFICIENT_PERMISSIONS");
    expectError(await call("GET", "/api/v1/leads", { token: (await co.token(["tickets:read"])).token }), 403, "INSUFFICIENT_PERMISSIONS");
  });
});

describe("tasks", () => {
  it("creates a task from a ticket, assigns, completes once, reopens; events carry the task", async () => {
    const contact = await co.contact();
    const ticket = (await call<Ticket>("POST", "/api/v1/tickets", { token: tok, body: { subject: "Call back", contactId: contact.id } })).body;
    const due = new Date(Date.now() - 3_600_000).toISOString();
    const res = await call<Task>("POST", "/api/v1/tasks", { token: tok, body: { title: "Phone the customer", ticketId: ticket.id, dueAt: due } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const k = res.body;
    expect(k).toMatchObject({ id: expect.stringMatching(/^task_/), status: "OPEN", completed: false, overdue: true, ticketId: ticket.id, contact: { id: contact.id } });

    expect((await call<Task>("PATCH", `/api/v1/tasks/${k.id}`, { token: tok, body: { assigneeId: agent.userId } })).body.assignee).toMatchObject({ id: agent.userId });
    const done = await call<Task>("PATCH", `/api/v1/tasks/${k.id}`, { token: tok, body: { completed: true } });
    expect(done.body).toMatchObject({ status: "COMPLETED", completed: true, completedAt: expect.any(String), overdue: false });
    const twice = expectError(await call("PATCH", `/api/v1/tasks/${k.id}`, { token: tok, body: { completed: true } }), 409, "CONFLICT");
    expect(twice.details).toMatchObject({ status: "COMPLETED" });
    expectError(await call("PATCH", `/api/v1/tasks/${k.id}`, { token: tok, body: { title: "Edited" } }), 409, "CONFLICT");
    expect((await call<Task>("PATCH", `/api/v1/tasks/${k.id}`, { token: tok, body: { completed: false, title: "Phone again" } })).body).toMatchObject({ status: "OPEN", title: "Phone again", completedAt: null });
    expectError(await call("PATCH", `/api/v1/tasks/${k.id}`, { token: tok, body: { completed: false } }), 409, "CONFLICT");

    const events = await eventsAbout(k.id);
    expect(events.map((e) => e.event)).toEqual(["task.created", "task.assigned", "task.completed"]);
    expect(events[2].payload).toMatchObject({ task: { id: k.id, status: "COMPLETED" } });
    expect(events[1].payload).toMatchObject({ previousAssigneeId: null });
  });

  it("takes the contact from a conversation, lists by its filters, deletes", async () => {
    const conv = await conversationOf(co);
    const k = (await call<Task>("POST", "/api/v1/tasks", { token: tok, body: { title: "Send the invoice", conversationId: conv.conversationId } })).body;
    expect(k).toMatchObject({ contact: { id: conv.contactId }, conversationId: conv.conversationId, overdue: false });
    const list = await call<List<Task>>("GET", `/api/v1/tasks?conversationId=${conv.conversationId}&status=OPEN&search=invoice`, { token: tok });
    expect(list.body.data.map((x) => x.id)).toEqual([k.id]);
    expect((await call<List<Task>>("GET", `/api/v1/tasks?conversationId=${conv.conversationId}&status=COMPLETED`, { token: tok })).body.pagination.total).toBe(0);
    expect((await call<List<Task>>("GET", `/api/v1/tasks?contactId=${conv.contactId}&assigneeId=me`, { token: tok })).body.pagination.total).toBe(0);
    expect((await call("DELETE", `/api/v1/tasks/${k.id}`, { token: tok })).body).toEqual({ id: k.id, deleted: true });
  });

  it("names bad fields, refuses mixed or foreign links and another company's task, needs the tasks scopes", async () => {
    const contact = await co.contact();
    const bad = await call("POST", "/api/v1/tasks", { token: tok, body: { title: "", dueAt: "tomorrow", contactId: contact.id } });
    expect(fieldsOf(bad)).toEqual(expect.arrayContaining(["title", "dueAt"]));
    const otherTicket = (await call<Ticket>("POST", "/api/v1/tickets", { token: tok, body: { subject: "Someone else's", contactId: (await co.contact()).id } })).body;
    expect(fieldsOf(await call("POST", "/api/v1/tasks", { token: tok, body: { title: "x", contactId: contact.id, ticketId: otherTicket.id } }))).toEqual(["ticketId"]);
    const theirs = (await call<Task>("POST", "/api/v1/tasks", { token: (await other.token(["tasks:write"])).token, body: { title: "Theirs", contactId: (await other.contact()).id } })).body;
    expect(fieldsOf(await call("POST", "/api/v1/tasks", { token: tok, body: { title: "x", leadId: "lead_nothere" } }))).toEqual(["leadId"]);
    expectError(await call("GET", `/api/v1/tasks/${theirs.id}`, { token: tok }), 404, "NOT_FOUND");
    expectError(await call("PATCH", `/api/v1/tasks/${theirs.id}`, { token: tok, body: { completed: true } }), 404, "NOT_FOUND");
    expectError(await call("DELETE", `/api/v1/tasks/${theirs.id}`, { token: tok }), 404, "NOT_FOUND");
    expectError(await call("POST", "/api/v1/tasks", { token: (await co.token(["tasks:read"])).token, body: { title: "x", contactId: contact.id } }), 403, "INSUFFICIENT_PERMISSIONS");
    expectError(await call("GET", "/api/v1/tasks", { token: (await co.token(["leads:read"])).token }), 403, "INSUFFICIENT_PERMISSIONS");
  });
});
