import { beforeAll, describe, expect, it } from "vitest";
import { newCompany, type TestCompany } from "./support/fixtures";
import { call, expectError } from "./support/http";
import { inbound, outboxEvents, postCallback, sandboxNumber } from "./support/chatapp";

/** Private notes in a conversation over HTTP: writing, @mentions and the Mentions filter, deleting, tenancy. */
type Note = { id: string; conversationId: string; body: string; author: { id: string | null; name: string }; mentions: { id: string; name: string; readAt: string | null }[]; createdAt: string };
type Conv = { id: string; lastMessagePreview: string | null; unreadCount: number };
type Page<T> = { data: T[]; pagination: { total: number } };

let co: TestCompany;
let other: TestCompany;
let seq = 0;
const phone = () => `96651${String(Date.now()).slice(-5)}${String(++seq).padStart(2, "0")}`;

async function conversation(owner: string) {
  const from = phone();
  await postCallback(inbound(sandboxNumber(co.companyId), from, { type: "text", text: { body: "Where is my refund?" } }));
  const list = await call<Page<Conv>>("GET", `/api/v1/conversations?q=${from}`, { token: owner });
  return list.body.data[0];
}
const notesOf = (id: string) => `/api/v1/conversations/${id}/notes`;
const mentionedIds = async (jwt: string, which: "me" | "unread") => (await call<Page<Conv>>("GET", `/api/v1/conversations?mentioned=${which}&limit=100`, { token: jwt })).body.data.map((c) => c.id);

beforeAll(async () => {
  co = await newCompany("notes");
  other = await newCompany("notes-other");
});

describe("private notes", () => {
  it("keeps a note beside the thread, never as a message, an event or the inbox preview", async () => {
    const agent = await co.jwtAs("agent");
    const c = await conversation(co.ownerJwt);
    const before = (await outboxEvents(co.companyId)).length;
    const made = await call<Note>("POST", notesOf(c.id), { token: agent.jwt, body: { body: "  Customer was promised a refund by phone  " } });
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({ conversationId: c.id, body: "Customer was promised a refund by phone", author: { id: agent.userId, name: "A agent" }, mentions: [] });
    expect(made.body.id).toMatch(/^note_/);

    const listed = await call<Page<Note>>("GET", notesOf(c.id), { token: agent.jwt });
    expect(listed.body.data.map((n) => n.id)).toEqual([made.body.id]);
    const thread = await call<{ data: { text: string | null }[] }>("GET", `/api/v1/conversations/${c.id}/messages`, { token: agent.jwt });
    expect(thread.body.data.map((m) => m.text)).toEqual(["Where is my refund?"]);
    const after = await call<Conv>("GET", `/api/v1/conversations/${c.id}`, { token: agent.jwt });
    expect(after.body.lastMessagePreview).toBe("Where is my refund?");
    expect((await outboxEvents(co.companyId)).length).toBe(before);
  });

  it("tells each mentioned teammate until they open the conversation", async () => {
    const sara = await co.jwtAs("agent");
    const omar = await co.jwtAs("admin");
    const writer = await co.jwtAs("agent");
    const c = await conversation(co.ownerJwt);
    const note = await call<Note>("POST", notesOf(c.id), { token: writer.jwt, body: { body: "@A agent @A admin please check", mentions: [sara.userId, omar.userId, sara.userId] } });
    expect(note.status).toBe(200);
    expect(note.body.mentions.map((m) => m.id).sort()).toEqual([sara.userId, omar.userId].sort());
    expect(note.body.mentions.every((m) => m.readAt === null)).toBe(true);

    expect(await mentionedIds(sara.jwt, "unread")).toEqual([c.id]);
    expect(await mentionedIds(omar.jwt, "unread")).toEqual([c.id]);
    expect(await mentionedIds(writer.jwt, "me")).toEqual([]);

    // Sara opens it: her mention is read, Omar's is not; the conversation stays under "me".
    expect((await call("POST", `/api/v1/conversations/${c.id}/read`, { token: sara.jwt })).status).toBe(200);
    expect(await mentionedIds(sara.jwt, "unread")).toEqual([]);
    expect(await mentionedIds(sara.jwt, "me")).toEqual([c.id]);
    expect(await mentionedIds(omar.jwt, "unread")).toEqual([c.id]);
    const listed = await call<Page<Note>>("GET", notesOf(c.id), { token: omar.jwt });
    const byId = new Map(listed.body.data[0].mentions.map((m) => [m.id, m.readAt]));
    expect(byId.get(sara.userId)).toEqual(expect.any(String));
    expect(byId.get(omar.userId)).toBeNull();

    // A token reading the conversation has shown the note to nobody.
    const token = (await co.token(["conversations:write", "conversations:read"])).token;
    await call("POST", `/api/v1/conversations/${c.id}/read`, { token });
    expect(await mentionedIds(omar.jwt, "unread")).toEqual([c.id]);
  });

  it("mentioning yourself is a reminder already read", async () => {
    const me = await co.jwtAs("agent");
    const c = await conversation(co.ownerJwt);
    const note = await call<Note>("POST", notesOf(c.id), { token: me.jwt, body: { body: "Call back at 5", mentions: [me.userId] } });
    expect(note.body.mentions[0]).toMatchObject({ id: me.userId, readAt: expect.any(String) });
    expect(await mentionedIds(me.jwt, "me")).toEqual([c.id]);
    expect(await mentionedIds(me.jwt, "unread")).toEqual([]);
  });

  it("answers 400 naming the problem, and refuses mentions of people outside the company", async () => {
    const c = await conversation(co.ownerJwt);
    const stranger = await other.jwtAs("agent");
    const bad = expectError(await call("POST", notesOf(c.id), { token: co.ownerJwt, body: { body: " ", mentions: "x" } }), 400, "VALIDATION_ERROR");
    expect((bad.details as { fields: { path: string }[] }).fields.map((f) => f.path).sort()).toEqual(["body", "mentions"]);
    expectError(await call("POST", notesOf(c.id), { token: co.ownerJwt, body: { body: "x".repeat(5001) } }), 400, "VALIDATION_ERROR");
    expectError(await call("POST", notesOf(c.id), { token: co.ownerJwt, body: { body: "x", mentions: Array.from({ length: 21 }, (_, i) => `usr_${i}`) } }), 400, "VALIDATION_ERROR");
    const foreign = expectError(await call("POST", notesOf(c.id), { token: co.ownerJwt, body: { body: "hi", mentions: [co.owner.id, stranger.userId] } }), 400, "VALIDATION_ERROR");
    expect(foreign.details).toMatchObject({ fields: [{ path: "mentions.1", message: "is not a user of this company" }] });
    expect((await call<Page<Note>>("GET", notesOf(c.id), { token: co.ownerJwt })).body.data).toEqual([]);
    expectError(await call("GET", "/api/v1/conversations?mentioned=someone", { token: co.ownerJwt }), 400, "VALIDATION_ERROR");
  });

  it("lets authors delete their own notes, owners and admins any, and nobody else (403)", async () => {
    const a = await co.jwtAs("agent");
    const b = await co.jwtAs("agent");
    const admin = await co.jwtAs("admin");
    const c = await conversation(co.ownerJwt);
    const mine = await call<Note>("POST", notesOf(c.id), { token: a.jwt, body: { body: "mine", mentions: [b.userId] } });
    const forbidden = expectError(await call("DELETE", `${notesOf(c.id)}/${mine.body.id}`, { token: b.jwt }), 403, "FORBIDDEN");
    expect(forbidden.message).toMatch(/author/);
    expect((await call("DELETE", `${notesOf(c.id)}/${mine.body.id}`, { token: a.jwt })).body).toEqual({ id: mine.body.id, deleted: true });
    expectError(await call("DELETE", `${notesOf(c.id)}/${mine.body.id}`, { token: a.jwt }), 404, "NOT_FOUND");
    // The mention went with the note.
    expect(await mentionedIds(b.jwt, "me")).toEqual([]);

    const theirs = await call<Note>("POST", notesOf(c.id), { token: b.jwt, body: { body: "theirs" } });
    expect((await call("DELETE", `${notesOf(c.id)}/${theirs.body.id}`, { token: admin.jwt })).status).toBe(200);
    // A note is found only under its own conversation.
    const elsewhere = await conversation(co.ownerJwt);
    const kept = await call<Note>("POST", notesOf(c.id), { token: b.jwt, body: { body: "kept" } });
    expectError(await call("DELETE", `${notesOf(elsewhere.id)}/${kept.body.id}`, { token: co.ownerJwt }), 404, "NOT_FOUND");
  });

  it("needs the conversation scopes, names an API token as the author, and hides another company's conversation (404)", async () => {
    const c = await conversation(co.ownerJwt);
    const reader = (await co.token(["conversations:read"])).token;
    expectError(await call("POST", notesOf(c.id), { token: reader, body: { body: "x" } }), 403, "INSUFFICIENT_PERMISSIONS");
    const writer = (await co.token(["conversations:write"], { name: "Helpdesk sync" })).token;
    const made = await call<Note>("POST", notesOf(c.id), { token: writer, body: { body: "Synced from the helpdesk" } });
    expect(made.body.author).toEqual({ id: null, name: "API token Helpdesk sync" });
    expectError(await call("GET", notesOf(c.id), { token: other.ownerJwt }), 404, "NOT_FOUND");
    expectError(await call("POST", notesOf(c.id), { token: other.ownerJwt, body: { body: "x" } }), 404, "NOT_FOUND");
  });
});
