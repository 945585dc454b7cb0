import { describe, expect, it } from "vitest";
import type { Conversation } from "@/lib/client/types";
import type { NoteView } from "@/lib/notes/schemas";
import { assignedMessageAlert, CLOCK_SLACK_MS, heldConversations, mentionAlerts, newConversationAlert, openConversationId, worthAlerting } from "./alerts";

const T0 = Date.parse("2026-11-29T10:00:00.000Z");
const at = (ms: number) => new Date(T0 + ms).toISOString();

const conversation = (over: Partial<Conversation> = {}): Conversation =>
  ({
    id: "c1",
    contact: { id: "ct1", name: "Maya", phone: null, email: null, avatar: null, platformUserId: null },
    assignedAgent: null,
    team: null,
    createdAt: at(1_000),
    lastMessageAt: at(1_000),
    lastMessageDirection: "inbound",
    lastMessagePreview: "Is my order on its way?",
    ...over,
  }) as Conversation;

const note = (over: Partial<NoteView> = {}): NoteView => ({
  id: "n1",
  conversationId: "c1",
  body: "@Ada can you check the refund?",
  author: { id: "u2", name: "Sara" },
  mentions: [{ id: "me", name: "Ada", readAt: null }],
  createdAt: at(1_000),
  ...over,
});

describe("new conversation alerts", () => {
  it("announce a customer's new conversation with their words", () => {
    expect(newConversationAlert(conversation(), T0)).toEqual({ conversationId: "c1", title: "New conversation: Maya", body: "Is my order on its way?", tag: "conversation-c1" });
  });

  it("stay quiet for an agent's start and for conversations older than the tab", () => {
    expect(newConversationAlert(conversation({ lastMessageDirection: "outbound" }), T0)).toBeNull();
    expect(newConversationAlert(conversation({ createdAt: at(-CLOCK_SLACK_MS - 1) }), T0)).toBeNull();
  });
});

describe("assigned message alerts", () => {
  const mine = conversation({ assignedAgent: { id: "me", name: "Ada" }, lastMessageAt: at(5_000) });

  it("announce a customer's message newer than the last one known, in my conversation", () => {
    expect(assignedMessageAlert(mine, "me", at(1_000), T0)).toMatchObject({ title: "Maya wrote", body: "Is my order on its way?" });
    expect(assignedMessageAlert(mine, "me", null, T0)).not.toBeNull();
  });

  it("stay quiet for someone else's conversation, my own reply, or a message already known", () => {
    expect(assignedMessageAlert(mine, "u2", null, T0)).toBeNull();
    expect(assignedMessageAlert({ ...mine, lastMessageDirection: "outbound" }, "me", null, T0)).toBeNull();
    expect(assignedMessageAlert(mine, "me", at(5_000), T0)).toBeNull();
    expect(assignedMessageAlert({ ...mine, lastMessageAt: at(-CLOCK_SLACK_MS - 1) }, "me", null, T0)).toBeNull();
  });

  it("clip a long message to a notification's length", () => {
    const long = assignedMessageAlert({ ...mine, lastMessagePreview: "word ".repeat(60) }, "me", null, T0)!;
    expect(long.body.length).toBeLessThanOrEqual(140);
    expect(long.body.endsWith("…")).toBe(true);
  });
});

describe("mention alerts", () => {
  it("announce an unread mention of me by someone else, once", () => {
    expect(mentionAlerts([note()], "me", T0, new Set())).toEqual([{ noteId: "n1", conversationId: "c1", title: "Sara mentioned you", body: "@Ada can you check the refund?", tag: "note-n1" }]);
    expect(mentionAlerts([note()], "me", T0, new Set(["n1"]))).toEqual([]);
  });

  it("stay quiet for read mentions, mentions of others, my own notes and old notes", () => {
    expect(mentionAlerts([note({ mentions: [{ id: "me", name: "Ada", readAt: at(2_000) }] })], "me", T0, new Set())).toEqual([]);
    expect(mentionAlerts([note({ mentions: [{ id: "u3", name: "Omar", readAt: null }] })], "me", T0, new Set())).toEqual([]);
    expect(mentionAlerts([note({ author: { id: "me", name: "Ada" } })], "me", T0, new Set())).toEqual([]);
    expect(mentionAlerts([note({ createdAt: at(-CLOCK_SLACK_MS - 1) })], "me", T0, new Set())).toEqual([]);
  });
});

describe("who is looking", () => {
  it("reads the open conversation from the inbox's address only", () => {
    expect(openConversationId("/inbox", "?tab=mine&c=c1")).toBe("c1");
    expect(openConversationId("/contacts", "?c=c1")).toBeNull();
  });

  it("alerts unless the tab is visible with that very conversation open", () => {
    expect(worthAlerting("c1", { hidden: false, pathname: "/inbox", search: "?c=c1" })).toBe(false);
    expect(worthAlerting("c1", { hidden: true, pathname: "/inbox", search: "?c=c1" })).toBe(true);
    expect(worthAlerting("c1", { hidden: false, pathname: "/inbox", search: "?c=c2" })).toBe(true);
    expect(worthAlerting("c1", { hidden: false, pathname: "/settings/team", search: "" })).toBe(true);
  });
});

describe("heldConversations", () => {
  it("collects conversations from lists and details and ignores other cached data", () => {
    const held = heldConversations([{ data: [conversation({ id: "a" }), conversation({ id: "b" })], pagination: {} }, conversation({ id: "c" }), { list: [], anchor: null }, undefined, [note()]]);
    expect([...held.keys()].sort()).toEqual(["a", "b", "c"]);
  });
});
