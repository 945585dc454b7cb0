/**
 * What the live stream carries (GET /api/v1/live). Browser-safe: the dashboard's stream hook
 * reads the same names. Each event says what changed, never the data itself: the dashboard
 * refetches through the ordinary routes, which apply the company and the role.
 */
export const LIVE_EVENTS = ["ready", "conversations", "messages", "notes", "typing", "presence", "resync"] as const;
export type LiveEventName = (typeof LIVE_EVENTS)[number];

/** Conversations whose list row or header changed (new, assigned, status, unread, last message); null: too many to name, refetch the list. */
export type ConversationsEvent = { conversationIds: string[] | null };
/** Messages added or changed (a new message, a status) in these conversations. */
export type MessagesEvent = { conversationIds: string[] | null };
/** Private notes (and the mentions in them) added in these conversations. */
export type NotesEvent = { conversationIds: string[] | null };
/** Someone is typing in a conversation: a teammate (`userId`, `name`), or the customer. */
export type TypingEvent = { conversationId: string; from: "agent" | "customer"; userId: string | null; name: string | null; state: "start" | "stop" };
export type PresenceStatus = "online" | "away" | "offline";
export type PresenceEvent = { userId: string; status: PresenceStatus };
/** The stream cannot say what was missed (a reconnect to another process, an old id, the database's notifications were down): refetch what is shown. */
export type ResyncEvent = { reason: string };
export type ReadyEvent = { id: string };

/** The NOTIFY payload on channel `inbox_live`, from the triggers (migration 0032) and from lib/live/notify.ts. */
export type LiveNotice =
  | { c: string; k: "c" | "m" | "n"; v: string[] | null }
  | { c: string; k: "t"; v: string; f: "agent" | "customer"; u: string | null; n: string | null; s: "start" | "stop" }
  | { c: string; k: "p"; u: string; s: PresenceStatus };

export const LIVE_CHANNEL = "inbox_live";
