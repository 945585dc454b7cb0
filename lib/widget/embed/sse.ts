import type { Api } from "./api";

type Handler = (event: string, data: string, id: string | null) => void;

/**
 * Server-sent events over fetch (EventSource cannot send the token header): reads the stream,
 * and reconnects by itself after a drop with a growing pause, resuming after the last seq it
 * saw. Stops for good on 401/403/404 (the session or the widget is gone).
 */
export function openStream(api: Api, after: () => number, on: Handler, onGone: () => void): () => void {
  let stopped = false;
  let ctl: AbortController | null = null;
  const loop = async () => {
    let pause = 1000;
    while (!stopped) {
      ctl = new AbortController();
      try {
        const res = await fetch(api.url(`/stream?after=${after()}`), { headers: api.headers(), signal: ctl.signal, credentials: "omit" });
        if (res.status === 401 || res.status === 403 || res.status === 404) return onGone();
        if (!res.ok || !res.body) throw new Error(String(res.status));
        pause = 1000;
        const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
        let buf = "";
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buf += value;
          let end: number;
          while ((end = buf.indexOf("\n\n")) >= 0) {
            dispatch(buf.slice(0, end), on);
            buf = buf.slice(end + 2);
          }
        }
      } catch {
        // dropped: try again below
      }
      if (stopped) return;
      await new Promise((r) => setTimeout(r, pause));
      pause = Math.min(pause * 2, 15000);
    }
  };
  void loop();
  return () => {
    stopped = true;
    ctl?.abort();
  };
}

function dispatch(chunk: string, on: Handler) {
  let event = "message";
  let id: string | null = null;
  const data: string[] = [];
  for (const line of chunk.split("\n")) {
    if (line.startsWith(":")) continue;
    const i = line.indexOf(":");
    const field = i < 0 ? line : line.slice(0, i);
    const value = i < 0 ? "" : line.slice(i + 1).replace(/^ /, "");
    if (field === "event") event = value;
    else if (field === "data") data.push(value);
    else if (field === "id") id = value;
  }
  if (data.length) on(event, data.join("\n"), id);
}
