import "server-only";
import { getPool } from "@/db/client";
import { listen, type Listener } from "@/db/listen";

/**
 * Pushes to visitors' open streams across processes: a writer NOTIFYs `widget_push` with the
 * visitor it concerns, and each web process holds one LISTEN connection for all the streams
 * it serves. A notification is only a wake-up: streams read what is new from the messages
 * table (by seq), so one lost while a listener reconnects is found by the next catch-up.
 */
export const PUSH_CHANNEL = "widget_push";

export type PushKind = "message" | "typing";
type Push = { c: string; v: string; k: PushKind };
type Subscriber = (kind: PushKind) => void;

const g = globalThis as unknown as { __widgetPush?: { subs: Map<string, Set<Subscriber>>; listener?: Promise<Listener>; live: () => boolean } };

function hub() {
  g.__widgetPush ??= { subs: new Map(), live: () => false };
  return g.__widgetPush;
}

/** Wakes the visitor's streams in every process (after the writer's commit). */
export async function notifyVisitor(companyId: string, visitorId: string, kind: PushKind): Promise<void> {
  const payload: Push = { c: companyId, v: visitorId, k: kind };
  await getPool()
    .query("select pg_notify($1, $2)", [PUSH_CHANNEL, JSON.stringify(payload)])
    .catch(() => undefined);
}

/** Calls `fn` on every push for this visitor until the returned function is called. */
export function subscribe(companyId: string, visitorId: string, fn: Subscriber): () => void {
  const h = hub();
  const key = `${companyId}:${visitorId}`;
  let set = h.subs.get(key);
  if (!set) h.subs.set(key, (set = new Set()));
  set.add(fn);
  if (!h.listener) {
    h.listener = listen(PUSH_CHANNEL, {
      onNotify: (raw) => {
        let p: Push;
        try {
          p = JSON.parse(raw) as Push;
        } catch {
          return;
        }
        for (const s of h.subs.get(`${p.c}:${p.v}`) ?? []) s(p.k);
      },
      // After a reconnect every stream catches up on what it may have missed.
      onUp: () => {
        for (const subs of h.subs.values()) for (const s of subs) s("message");
      },
    });
    void h.listener.then((l) => (h.live = () => l.live));
  }
  return () => {
    set.delete(fn);
    if (!set.size) h.subs.delete(key);
  };
}

/** Whether pushes arrive now (streams poll more often while they do not). */
export const pushLive = () => hub().live();
