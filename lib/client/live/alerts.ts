import type { Conversation } from "@/lib/client/types";
import type { NoteView } from "@/lib/notes/schemas";

/**
 * Desktop notifications: which changes deserve one. Pure, so the rules are tested apart from
 * the browser's Notification API and the stream.
 */
export type Alert = { conversationId: string; title: string; body: string; tag: string };

/** A change this far before the tab opened still counts as news: the browser's and server's clocks differ a little. */
export const CLOCK_SLACK_MS = 30_000;
const BODY_MAX = 140;

const clip = (text: string | null | undefined) => {
  const t = (text ?? "").replace(/\s+/g, " ").trim();
  return t.length > BODY_MAX ? `${t.slice(0, BODY_MAX - 1)}…` : t;
};
const tagOf = (conversationId: string) => `conversation-${conversationId}`;

/** A conversation the tab did not hold: news when a customer opened it since the tab did (an agent's start is their own doing). */
export function newConversationAlert(c: Conversation, since: number): Alert | null {
  if (Date.parse(c.createdAt) < since - CLOCK_SLACK_MS || c.lastMessageDirection !== "inbound") return null;
  return { conversationId: c.id, title: `New conversation: ${c.contact.name}`, body: clip(c.lastMessagePreview), tag: tagOf(c.id) };
}

/**
 * A customer's message in a conversation assigned to me: the newest message is theirs and newer
 * than the last one this tab knew of (`knownLastMessageAt`), or than the tab itself.
 */
export function assignedMessageAlert(c: Conversation, myUserId: string, knownLastMessageAt: string | null, since: number): Alert | null {
  if (c.assignedAgent?.id !== myUserId || c.lastMessageDirection !== "inbound" || !c.lastMessageAt) return null;
  const floor = knownLastMessageAt ? Date.parse(knownLastMessageAt) : since - CLOCK_SLACK_MS;
  if (!(Date.parse(c.lastMessageAt) > floor)) return null;
  return { conversationId: c.id, title: `${c.contact.name} wrote`, body: clip(c.lastMessagePreview), tag: tagOf(c.id) };
}

/** Notes that @mention me, unread, written by someone else since the tab opened and not announced yet. */
export function mentionAlerts(notes: NoteView[], myUserId: string, since: number, announced: ReadonlySet<string>): (Alert & { noteId: string })[] {
  return notes
    .filter((n) => !announced.has(n.id) && n.author.id !== myUserId && Date.parse(n.createdAt) >= since - CLOCK_SLACK_MS && n.mentions.some((m) => m.id === myUserId && !m.readAt))
    .map((n) => ({ noteId: n.id, conversationId: n.conversationId, title: `${n.author.name} mentioned you`, body: clip(n.body), tag: `note-${n.id}` }));
}

/** The conversation open in the inbox at this address, if any (`/inbox?c=…`). */
export function openConversationId(pathname: string, search: string): string | null {
  return pathname === "/inbox" ? new URLSearchParams(search).get("c") : null;
}

/** An alert is for someone who isn't looking: the tab is hidden, or this conversation is not the one open. */
export function worthAlerting(conversationId: string, where: { hidden: boolean; pathname: string; search: string }): boolean {
  return where.hidden || openConversationId(where.pathname, where.search) !== conversationId;
}

/** The conversations a tab's cached queries hold (lists and details), by id, with what they last said. */
export function heldConversations(cached: unknown[]): Map<string, Conversation> {
  const held = new Map<string, Conversation>();
  const isConversation = (v: unknown): v is Conversation => !!v && typeof v === "object" && "id" in v && "contact" in v && "lastMessageAt" in v;
  for (const data of cached) {
    if (isConversation(data)) held.set(data.id, data);
    else if (data && typeof data === "object" && "data" in data && Array.isArray(data.data)) for (const row of data.data) if (isConversation(row)) held.set(row.id, row);
  }
  return held;
}
