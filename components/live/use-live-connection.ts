"use client";

import { useEffect, useState } from "react";
import { LiveBus, type LivePayloads } from "@/lib/client/live/bus";
import type { LiveStatus } from "@/lib/client/live/refresh";
import { LIVE_EVENTS, type LiveEventName } from "@/lib/live/events";

const LIVE_URL = "/api/v1/live";
/** After the browser gives up on a stream (an error answer), a new one is tried after this, doubling to the cap. */
const REOPEN_FIRST_MS = 2_000;
const REOPEN_MAX_MS = 30_000;

function parse(raw: unknown): unknown {
  try {
    return typeof raw === "string" ? JSON.parse(raw) : null;
  } catch {
    return null;
  }
}

/**
 * The tab's one EventSource on /api/v1/live, while `enabled`. EventSource reconnects by itself
 * after a dropped connection and sends Last-Event-ID, so the server replays what was missed or
 * says resync. When the browser gives up (an error answer closes it), a new stream is opened
 * with a backoff; a new stream resumes nothing, so its ready is followed by a resync here.
 */
export function useLiveConnection(enabled: boolean): { status: LiveStatus; bus: LiveBus } {
  const [bus] = useState(() => new LiveBus());
  const [status, setStatus] = useState<LiveStatus>("connecting");

  useEffect(() => {
    if (!enabled) return;
    let source: EventSource | null = null;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let resumesNothing = false;

    const open = () => {
      const es = new EventSource(LIVE_URL);
      source = es;
      for (const name of LIVE_EVENTS) {
        es.addEventListener(name, (ev) => {
          const data = parse((ev as MessageEvent).data);
          if (!data) return;
          if (name === "ready") {
            failures = 0;
            setStatus("live");
          }
          bus.emit(name, data as LivePayloads[LiveEventName]);
          if (name === "ready" && resumesNothing) {
            resumesNothing = false;
            bus.emit("resync", { reason: "a new stream after the last one closed" });
          }
        });
      }
      es.onerror = () => {
        setStatus("down");
        if (es.readyState !== EventSource.CLOSED) return; // the browser retries by itself
        es.close();
        resumesNothing = true;
        reopen = setTimeout(open, Math.min(REOPEN_MAX_MS, REOPEN_FIRST_MS * 2 ** failures++));
      };
    };
    open();
    return () => {
      clearTimeout(reopen);
      source?.close();
    };
  }, [enabled, bus]);

  return { status: enabled ? status : "down", bus };
}
