import { and, eq, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { chatappInbox, contactActivities, contacts, conversations, messages } from "@/db/schema";
import { acceptCallback, drainInbox } from "@/lib/channels/chatapp/messaging/inbound/inbox";
import { processChatappCallbacks } from "@/lib/channels/chatapp/messaging/inbound/process-callback";
import { newCompany, type TestCompany } from "./support/fixtures";
import { inbound, outboxEvents, sandboxNumber, waitFor } from "./support/chatapp";

/**
 * The webhook's overload path, driven in this process against the test database: with no
 * room to process inline, callbacks are stored in the inbox and acknowledged; the drainers
 * (the server's, woken by NOTIFY, and this one) process each exactly once, one customer's in
 * arrival order; a callback that cannot be processed is kept with its error, not lost.
 */
let co: TestCompany;
const before = process.env.CHATAPP_INLINE_MAX;

beforeAll(async () => {
  co = await newCompany("inbox");
  process.env.CHATAPP_INLINE_MAX = "0";
});
afterAll(() => {
  // Assigning undefined would store the string "undefined".
  if (before === undefined) delete process.env.CHATAPP_INLINE_MAX;
  else process.env.CHATAPP_INLINE_MAX = before;
});

describe("the chatapp inbox", () => {
  it("queues every callback when there is no room, and each is processed once, in order per customer", async () => {
    const tag = `wamid.INBOX${Date.now()}`;
    const from = ["971502220001", "971502220002"];
    const bodies = Array.from({ length: 30 }, (_, i) => {
      const b = inbound(sandboxNumber(co.companyId), from[i % 2], { type: "text", text: { body: `message ${i}` } });
      (b.entry[0].changes[0].value.messages as { id: string }[])[0].id = `${tag}-${String(i).padStart(2, "0")}`;
      return b;
    });
    // They arrive one after the other; then the platform re-sends copies of the first five at once.
    const answers = [];
    for (const b of bodies) answers.push(await acceptCallback(b, JSON.stringify(b)));
    answers.push(...(await Promise.all(bodies.slice(0, 5).map((b) => acceptCallback(b, JSON.stringify(b))))));
    expect(answers.every((a) => a.queued)).toBe(true);
    await drainInbox();
    const stored = await waitFor(async () => {
      const rows = await getDb().select({ id: messages.platformMessageId, text: messages.text, seq: messages.seq }).from(messages).where(like(messages.platformMessageId, `${tag}%`));
      return rows.length >= 30 ? rows : null;
    });
    expect(stored).toHaveLength(30);
    // One customer's messages were stored in the order they arrived.
    for (const f of [0, 1]) {
      const mine = stored.filter((m) => Number(m.text!.split(" ")[1]) % 2 === f).sort((a, b) => a.seq - b.seq);
      expect(mine.map((m) => m.text)).toEqual(mine.map((m) => m.text).sort((a, b) => Number(a!.split(" ")[1]) - Number(b!.split(" ")[1])));
    }
    // The re-sent copies may still be in a drainer's batch when the 30th message is stored.
    await waitFor(async () => {
      const [{ left }] = (await getDb().execute<{ left: number }>(sql`select count(*)::int as left from chatapp_inbox where body::text like ${`%${tag}%`}`)).rows;
      return left === 0;
    });
    const again = await getDb().select({ id: messages.id }).from(messages).where(like(messages.platformMessageId, `${tag}%`));
    expect(again).toHaveLength(30);
  });

  it("keeps a callback it cannot process, with its error, and goes on with the rest", async () => {
    const [bad] = await getDb().insert(chatappInbox).values({ body: { object: "whatsapp_business_account", entry: "not a list" } }).returning();
    const good = inbound(sandboxNumber(co.companyId), "971502220003", { type: "text", text: { body: "after the bad one" } });
    const goodId = (good.entry[0].changes[0].value.messages as { id: string }[])[0].id;
    await acceptCallback(good, JSON.stringify(good));
    await drainInbox();
    await waitFor(async () => (await getDb().select().from(messages).where(and(eq(messages.companyId, co.companyId), eq(messages.platformMessageId, goodId)))).length === 1);
    // Whichever drainer claimed it records the failure when its batch commits.
    const kept = await waitFor(async () => {
      const [row] = await getDb().select().from(chatappInbox).where(eq(chatappInbox.id, bad.id));
      return row.attempts > 0 ? row : null;
    });
    expect(kept.attempts).toBe(1);
    expect(kept.lastError).toContain("entry");
    // It waits before the next try instead of blocking the drain.
    expect(kept.receivedAt.getTime()).toBeGreaterThan(Date.now());
    await getDb().delete(chatappInbox).where(eq(chatappInbox.id, bad.id));
  });

  it("stores callbacks that arrive together as one batch: each customer touched once, each message once, events in order", async () => {
    const number = sandboxNumber(co.companyId);
    const tag = `wamid.BATCH${Date.now()}`;
    const [newcomer, regular] = ["971502230001", "971502230002"];
    const text = (from: string, body: string, id: string, name?: string) => {
      const b = inbound(number, from, { type: "text", text: { body } }, name);
      (b.entry[0].changes[0].value.messages as { id: string }[])[0].id = `${tag}-${id}`;
      return b;
    };
    // A callback may come without the sender's profile; the name given earlier in the batch stands.
    const withoutProfile = (b: ReturnType<typeof inbound>) => {
      delete (b.entry[0].changes[0].value as { contacts?: unknown }).contacts;
      return b;
    };
    // The regular customer wrote before; one of their messages is re-sent in the batch.
    const earlier = text(regular, "earlier", "r0", "Rana Haddad");
    expect((await processChatappCallbacks([earlier]))[0]).toMatchObject({ received: 1 });

    const batch = [
      text(newcomer, "hi", "n1", "Omar Farouk"),
      text(regular, "again", "r1"),
      text(newcomer, "are you there?", "n2", "Omar Farouk"),
      earlier, // the platform re-sent it
      text(newcomer, "hi", "n1", "Omar Farouk"), // a copy inside the same batch
      withoutProfile(inbound(number, newcomer, { type: "reaction", reaction: { message_id: `${tag}-n1`, emoji: "👍" } })),
    ];
    const summaries = await processChatappCallbacks(batch);
    expect(summaries.map((s) => [s.received, s.duplicates])).toEqual([[1, 0], [1, 0], [1, 0], [0, 1], [0, 1], [1, 0]]);

    const [omar] = await getDb().select().from(contacts).where(and(eq(contacts.companyId, co.companyId), eq(contacts.phone, newcomer)));
    expect(omar).toMatchObject({ name: "Omar Farouk", firstName: "Omar", lastName: "Farouk", source: "CHATAPP" });
    const convs = await getDb().select().from(conversations).where(eq(conversations.contactId, omar.id));
    expect(convs).toHaveLength(1);
    // Two texts are unread (the reaction is not); the preview is the batch's last message.
    expect(convs[0]).toMatchObject({ status: "OPEN", unreadCount: 2, lastMessagePreview: "👍", lastMessageDirection: "inbound" });
    const thread = await getDb().select({ text: messages.text }).from(messages).where(eq(messages.conversationId, convs[0].id)).orderBy(messages.seq);
    expect(thread.map((m) => m.text)).toEqual(["hi", "are you there?", "👍"]);

    const [rana] = await getDb().select().from(contacts).where(and(eq(contacts.companyId, co.companyId), eq(contacts.phone, regular)));
    const [ranaConv] = await getDb().select().from(conversations).where(eq(conversations.contactId, rana.id));
    expect(ranaConv).toMatchObject({ unreadCount: 2, lastMessagePreview: "again" });

    const timeline = await getDb().select({ type: contactActivities.type }).from(contactActivities).where(eq(contactActivities.contactId, omar.id)).orderBy(contactActivities.id);
    expect(timeline.map((t) => t.type)).toEqual(["CONTACT_CREATED", "MESSAGE_RECEIVED", "MESSAGE_RECEIVED", "MESSAGE_RECEIVED"]);
    const events = (await outboxEvents(co.companyId)).filter((e) => JSON.stringify(e.payload).includes(omar.id));
    expect(events.map((e) => e.event)).toEqual([
      "contact.created",
      "conversation.created",
      "conversation.opened",
      "message.received",
      "chatapp.message.received",
      "message.received",
      "chatapp.message.received",
      "message.received",
      "chatapp.reaction.received",
    ]);
  });
});
