import type { ConversationsEvent, LiveEventName, MessagesEvent, NotesEvent, PresenceEvent, ReadyEvent, ResyncEvent, TypingEvent } from "@/lib/live/events";

/** Each stream event's data, by name (lib/live/events.ts describes them). */
export type LivePayloads = {
  ready: ReadyEvent;
  conversations: ConversationsEvent;
  messages: MessagesEvent;
  notes: NotesEvent;
  typing: TypingEvent;
  presence: PresenceEvent;
  resync: ResyncEvent;
};
export type LiveHandler<N extends LiveEventName> = (data: LivePayloads[N]) => void;

/**
 * The tab's one stream, fanned out to whoever listens (invalidation, presence, typing,
 * notifications). A listener that throws is reported and does not stop the others.
 */
export class LiveBus {
  private readonly handlers = new Map<LiveEventName, Set<(data: never) => void>>();

  on<N extends LiveEventName>(name: N, handler: LiveHandler<N>): () => void {
    let set = this.handlers.get(name);
    if (!set) this.handlers.set(name, (set = new Set()));
    set.add(handler as (data: never) => void);
    return () => set.delete(handler as (data: never) => void);
  }

  emit<N extends LiveEventName>(name: N, data: LivePayloads[N]): void {
    for (const handler of this.handlers.get(name) ?? []) {
      try {
        (handler as LiveHandler<N>)(data);
      } catch (err) {
        console.warn(`live: a ${name} listener failed`, err);
      }
    }
  }
}
