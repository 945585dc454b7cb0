import type { TypingEvent } from "@/lib/live/events";

/** "Sara is replying…" shows this long after her last start: a tab that closed never says stop. */
export const REPLYING_SHOWN_MS = 6_000;
/** Sending within this long of a teammate's last keystroke (and before their stop) asks first. */
export const COLLISION_MS = 8_000;

type Typist = { name: string; at: number };
const CUSTOMER = "customer";

/** What a conversation shows: teammates replying and whether the customer types; `key` tells two apart cheaply. */
export type TypingShown = { teammates: string[]; customer: boolean; key: string };
export const NOBODY_TYPING: TypingShown = { teammates: [], customer: false, key: "" };

/**
 * Who is typing in which conversation, as the live stream's typing events tell it: teammates by
 * user id and the customer. A start refreshes the entry; a stop removes it; an entry shows for
 * 6 s after its last start (listeners hear when one expires) and is pruned as new events come.
 * Kept outside React so every part of the tab reads one board.
 */
export class TypingBoard {
  private readonly rooms = new Map<string, Map<string, Typist>>();
  private readonly listeners = new Set<() => void>();
  private expiry: ReturnType<typeof setTimeout> | undefined;

  /** Records an event; the signed-in person's own (from this tab or another of theirs) is left out. */
  apply(e: TypingEvent, now: number, myUserId: string | null): void {
    const who = e.from === "customer" ? CUSTOMER : e.userId;
    if (!who || (e.from === "agent" && who === myUserId)) return;
    let room = this.rooms.get(e.conversationId);
    if (e.state === "stop") {
      if (!room?.delete(who)) return;
    } else {
      if (!room) this.rooms.set(e.conversationId, (room = new Map()));
      room.set(who, { name: e.name ?? "A teammate", at: now });
    }
    this.prune(now);
    this.changed(now);
  }

  /** The teammates whose last start in this conversation is within `withinMs`, by name. */
  teammates(conversationId: string, now: number, withinMs = REPLYING_SHOWN_MS): string[] {
    return [...(this.rooms.get(conversationId) ?? [])].filter(([who, t]) => who !== CUSTOMER && now - t.at < withinMs).map(([, t]) => t.name);
  }

  customerTyping(conversationId: string, now: number): boolean {
    const t = this.rooms.get(conversationId)?.get(CUSTOMER);
    return !!t && now - t.at < REPLYING_SHOWN_MS;
  }

  shown(conversationId: string, now: number): TypingShown {
    const teammates = this.teammates(conversationId, now);
    const customer = this.customerTyping(conversationId, now);
    return teammates.length || customer ? { teammates, customer, key: `${teammates.join("\u0000")}|${customer}` } : NOBODY_TYPING;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Tells listeners, and again when the next shown entry expires. */
  private changed(now: number) {
    for (const l of this.listeners) l();
    clearTimeout(this.expiry);
    const ends = [...this.rooms.values()].flatMap((room) => [...room.values()].map((t) => t.at + REPLYING_SHOWN_MS)).filter((end) => end > now);
    if (ends.length) this.expiry = setTimeout(() => this.changed(Date.now()), Math.min(...ends) - now + 10);
  }

  private prune(now: number) {
    for (const [id, room] of this.rooms) {
      for (const [who, t] of room) if (now - t.at >= COLLISION_MS) room.delete(who);
      if (!room.size) this.rooms.delete(id);
    }
  }
}

/** "Sara", "Sara and Omar", "Sara, Omar and Lee". */
export function joinNames(names: string[]): string {
  if (names.length <= 1) return names[0] ?? "";
  return `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}

/** "Sara is replying…", "Sara and Omar are replying…". */
export function replyingLine(names: string[]): string {
  return `${joinNames(names)} ${names.length === 1 ? "is" : "are"} replying…`;
}
