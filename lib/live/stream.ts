import "server-only";
import { actorUserId, type Ctx } from "@/lib/domain/context";
import { joinLive } from "./hub";

const HEARTBEAT_MS = 20_000;
/** What EventSource waits before reconnecting. */
const RETRY_MS = 2_000;

/**
 * GET /api/v1/live: one server-sent event stream per dashboard tab, for the caller's company.
 * Events name what changed (lib/live/events.ts); `Last-Event-ID` on reconnect replays what
 * came after it when this process still holds it, or asks the tab to resync. A comment every
 * 20 s keeps proxies from closing it.
 */
export function liveStream({ ctx, lastEventId, signal }: { ctx: Ctx; lastEventId: string | null; signal: AbortSignal }): Response {
  const enc = new TextEncoder();
  let closed = false;
  let leave: (() => void) | undefined;
  let beat: NodeJS.Timeout | undefined;

  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      const write = (s: string) => {
        if (closed) return;
        try {
          controller.enqueue(enc.encode(s));
        } catch {
          close();
        }
      };
      const close = () => {
        if (closed) return;
        closed = true;
        clearInterval(beat);
        leave?.();
        try {
          controller.close();
        } catch {
          // already closed by the client
        }
      };
      write(`retry: ${RETRY_MS}\n\n`);
      signal.addEventListener("abort", close, { once: true });
      leave = await joinLive({ companyId: ctx.companyId, userId: ctx.actor.kind === "user" ? actorUserId(ctx.actor) : null, write }, lastEventId);
      if (closed || signal.aborted) leave();
      beat = setInterval(() => write(": ping\n\n"), HEARTBEAT_MS);
    },
    cancel() {
      closed = true;
      clearInterval(beat);
      leave?.();
    },
  });
  return new Response(stream, {
    headers: { "content-type": "text/event-stream; charset=utf-8", "cache-control": "no-cache, no-transform", connection: "keep-alive", "x-accel-buffering": "no" },
  });
}
