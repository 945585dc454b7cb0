import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { widgetVisitors } from "@/db/schema";
import { inCompany } from "@/lib/domain/tenancy";
import { errorFields, log } from "@/lib/log";
import { visitorMessages } from "./history";
import { pushLive, subscribe } from "./push";
import type { WidgetMessage } from "./schemas";
import { markDelivered } from "./visitor-messages";
import { visitorCtx } from "./visitors";

const HEARTBEAT_MS = 20_000;
/** Catch-up without a wake-up: a safety net while pushes flow, the way while they do not. */
const POLL_LIVE_MS = 30_000;
const POLL_DOWN_MS = 3_000;

/**
 * GET …/stream: server-sent events for one visitor. `message` events (id = seq) for what is
 * new after the cursor, `typing` when an agent types; a comment every 20 s keeps proxies from
 * closing it. Each wake-up reads the table after the last seq sent, one read at a time, so a
 * message is sent once per stream whatever the order of wake-ups; agent messages sent here
 * become delivered.
 */
export function visitorStream({ companyId, visitorId, after, signal }: { companyId: string; visitorId: string; after: number; signal: AbortSignal }): Response {
  const ctx = visitorCtx(companyId);
  const enc = new TextEncoder();
  let cursor = after;
  let closed = false;
  let reading = false;
  let again = false;
  const cleanups: (() => void)[] = [];

  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      const write = (s: string) => {
        if (!closed) controller.enqueue(enc.encode(s));
      };
      const send = (event: string, data: unknown, id?: number) => write(`${id !== undefined ? `id: ${id}\n` : ""}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      const close = () => {
        if (closed) return;
        closed = true;
        for (const c of cleanups) c();
        try {
          controller.close();
        } catch {
          // already closed by the client
        }
      };
      const catchUp = async () => {
        if (reading) return void (again = true);
        reading = true;
        try {
          do {
            again = false;
            const fresh: WidgetMessage[] = await visitorMessages(ctx, visitorId, cursor);
            if (closed) return;
            for (const m of fresh) send("message", m, m.seq);
            if (fresh.length) {
              cursor = fresh[fresh.length - 1].seq;
              await markDelivered(companyId, visitorId, fresh);
            }
          } while (again && !closed);
        } catch (err) {
          log.warn("widget stream catch-up failed; the next wake-up retries", errorFields(err));
        } finally {
          reading = false;
        }
      };
      cleanups.push(subscribe(companyId, visitorId, (kind) => (kind === "typing" ? send("typing", { from: "agent" }) : void catchUp())));
      const seen = () => getDb().update(widgetVisitors).set({ lastSeenAt: new Date() }).where(inCompany(widgetVisitors, ctx, eq(widgetVisitors.id, visitorId))).catch(() => undefined);
      const beat = setInterval(() => {
        write(": ping\n\n");
        void seen();
      }, HEARTBEAT_MS);
      let poll: NodeJS.Timeout;
      const schedule = () => {
        poll = setTimeout(() => void catchUp().finally(schedule), pushLive() ? POLL_LIVE_MS : POLL_DOWN_MS);
      };
      schedule();
      cleanups.push(() => clearInterval(beat), () => clearTimeout(poll));
      signal.addEventListener("abort", close);
      write("retry: 3000\n\n");
      void seen();
      void catchUp();
    },
    cancel() {
      closed = true;
      for (const c of cleanups) c();
    },
  });
  return new Response(stream, {
    headers: { "Content-Type": "text/event-stream; charset=utf-8", "Cache-Control": "no-cache, no-transform", Connection: "keep-alive", "X-Accel-Buffering": "no" },
  });
}
