import "server-only";
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { pgArray } from "@/db/sql";
import { listen, type Listener } from "@/db/listen";
import { errorFields, log } from "@/lib/log";
import { LIVE_CHANNEL, type LiveEventName, type LiveNotice } from "./events";
import { presenceHeartbeat, presenceLeft } from "./presence";

/** How long a company stays watched after its last renewal; renewed every WATCH_RENEW_MS while a stream is open. */
const WATCH_MS = 60_000;
const WATCH_RENEW_MS = 20_000;
/** The replay log: what a reconnect within this much, to the same process, gets again. */
const RING_MS = 120_000;
const RING_MAX = 5_000;

/** A server-sent event as the stream writes it: made once per event, however many streams take it. */
export const frameOf = (name: LiveEventName, data: unknown, id?: string) => `${id ? `id: ${id}\n` : ""}event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
type Sub = { companyId: string; userId: string | null; write: (frame: string) => void };
type Logged = { seq: number; at: number; companyId: string; name: LiveEventName; data: unknown };

interface Hub {
  boot: string;
  seq: number;
  ring: Logged[];
  subs: Map<string, Set<Sub>>;
  listener?: Promise<Listener>;
  everUp: boolean;
  timer?: NodeJS.Timeout;
}

const g = globalThis as unknown as { __liveHub?: Hub };
function hub(): Hub {
  g.__liveHub ??= { boot: randomBytes(4).toString("hex"), seq: 0, ring: [], subs: new Map(), everUp: false };
  return g.__liveHub;
}

/** The stream event a notice becomes, for its company's subscribers. */
function eventOf(n: LiveNotice): { name: LiveEventName; data: unknown } | null {
  switch (n.k) {
    case "c":
      return { name: "conversations", data: { conversationIds: n.v } };
    case "m":
      return { name: "messages", data: { conversationIds: n.v } };
    case "n":
      return { name: "notes", data: { conversationIds: n.v } };
    case "t":
      return { name: "typing", data: { conversationId: n.v, from: n.f, userId: n.u, name: n.n, state: n.s } };
    case "p":
      return { name: "presence", data: { userId: n.u, status: n.s } };
    default:
      return null;
  }
}

function record(h: Hub, companyId: string, name: LiveEventName, data: unknown): Logged {
  const entry = { seq: ++h.seq, at: Date.now(), companyId, name, data };
  h.ring.push(entry);
  const cutoff = Date.now() - RING_MS;
  while (h.ring.length > RING_MAX || (h.ring.length && h.ring[0].at < cutoff)) h.ring.shift();
  return entry;
}

const idOf = (h: Hub, seq: number) => `${h.boot}.${seq}`;

function deliver(raw: string) {
  const h = hub();
  let notice: LiveNotice;
  try {
    notice = JSON.parse(raw) as LiveNotice;
  } catch {
    return;
  }
  const ev = eventOf(notice);
  if (!ev || typeof notice.c !== "string") return;
  const entry = record(h, notice.c, ev.name, ev.data);
  const subs = h.subs.get(notice.c);
  if (!subs) return;
  const frame = frameOf(ev.name, ev.data, idOf(h, entry.seq));
  for (const s of subs) s.write(frame);
}

/** After the LISTEN connection came back: what was sent while it was down is unknown, so every stream refetches. */
function resyncAll(reason: string) {
  const h = hub();
  const frame = frameOf("resync", { reason });
  for (const subs of h.subs.values()) for (const s of subs) s.write(frame);
}

/** The companies this process streams to stay watched (the triggers NOTIFY for them); its agents stay online. */
async function renew(companies: string[]) {
  if (!companies.length) return;
  await getDb().execute(sql`
    insert into live_watchers (company_id, until)
    select unnest(${pgArray(companies)}::text[]), now() + make_interval(secs => ${WATCH_MS / 1000})
    on conflict (company_id) do update set until = excluded.until`);
}

function startTimers(h: Hub) {
  if (h.timer) return;
  h.timer = setInterval(() => {
    const companies = [...h.subs.keys()];
    const users = [...h.subs.values()].flatMap((set) => [...set].map((s) => s.userId).filter((u): u is string => !!u));
    void renew(companies).catch((err: unknown) => log.warn("live: could not renew watched companies", errorFields(err)));
    void presenceHeartbeat([...new Set(users)]).catch((err: unknown) => log.warn("live: presence heartbeat failed", errorFields(err)));
  }, WATCH_RENEW_MS).unref();
}

function ensureListener(h: Hub) {
  if (h.listener) return h.listener;
  h.listener = listen(LIVE_CHANNEL, {
    onNotify: deliver,
    onUp: () => {
      if (h.everUp) resyncAll("the server's notifications reconnected");
      h.everUp = true;
    },
  });
  return h.listener;
}

/**
 * A tab's stream joins its company: the company is marked watched before the first event is
 * awaited (so the triggers NOTIFY for it), and `send` gets every event of the company from
 * then on. With a `lastEventId` of this process still in its log, what came after it is sent
 * first; otherwise the stream is told to resync. Returns the unsubscribe.
 */
export async function joinLive(sub: Sub, lastEventId: string | null): Promise<() => void> {
  const h = hub();
  const listener = await ensureListener(h);
  startTimers(h);
  const fresh = !h.subs.has(sub.companyId);
  let set = h.subs.get(sub.companyId);
  if (!set) h.subs.set(sub.companyId, (set = new Set()));
  set.add(sub);
  if (fresh) await renew([sub.companyId]);
  if (sub.userId) await presenceHeartbeat([sub.userId]);

  sub.write(frameOf("ready", { id: idOf(h, h.seq) }, idOf(h, h.seq)));
  if (lastEventId) {
    const [boot, seqText] = lastEventId.split(".");
    const seq = Number(seqText);
    const oldest = h.ring[0]?.seq ?? h.seq + 1;
    if (boot === h.boot && Number.isInteger(seq) && seq >= oldest - 1 && seq <= h.seq) {
      for (const e of h.ring) if (e.seq > seq && e.companyId === sub.companyId) sub.write(frameOf(e.name, e.data, idOf(h, e.seq)));
    } else sub.write(frameOf("resync", { reason: "the events since your last one are not kept here" }));
  }
  if (!listener.live) sub.write(frameOf("resync", { reason: "the server's notifications are reconnecting" }));

  const streaming = () => [...(h.subs.get(sub.companyId) ?? [])].some((s) => s.userId === sub.userId);
  return () => {
    set!.delete(sub);
    if (!set!.size) h.subs.delete(sub.companyId);
    if (sub.userId && !streaming()) void presenceLeft(sub.companyId, sub.userId, streaming).catch(() => undefined);
  };
}

/** Streams open in this process (the benchmark and the health of a web process). */
export function liveStreams(): number {
  let n = 0;
  for (const s of hub().subs.values()) n += s.size;
  return n;
}
