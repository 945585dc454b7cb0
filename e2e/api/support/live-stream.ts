import { inject } from "vitest";

/** A reader of GET /api/v1/live as EventSource would read it, with its own connection. */
export type Ev = { id: string | null; event: string; data: Record<string, unknown> };

export class Stream {
  events: Ev[] = [];
  private ctrl = new AbortController();
  private waiters: (() => void)[] = [];
  status = 0;

  static async open(auth: string, lastEventId?: string): Promise<Stream> {
    const s = new Stream();
    const res = await fetch(`${inject("baseUrl")}/api/v1/live`, { headers: { authorization: `Bearer ${auth}`, accept: "text/event-stream", ...(lastEventId && { "last-event-id": lastEventId }) }, signal: s.ctrl.signal });
    s.status = res.status;
    if (res.ok && res.body) void s.read(res.body);
    else await res.text();
    return s;
  }

  private async read(body: ReadableStream<Uint8Array>) {
    const dec = new TextDecoder();
    let buf = "";
    const reader = body.getReader();
    try {
      for (;;) {
        const { value: chunk, done } = await reader.read();
        if (done) return;
        buf += dec.decode(chunk, { stream: true });
        let end: number;
        while ((end = buf.indexOf("\n\n")) >= 0) {
          const block = buf.slice(0, end);
          buf = buf.slice(end + 2);
          const lines = block.split("\n");
          const field = (k: string) => lines.find((l) => l.startsWith(`${k}: `))?.slice(k.length + 2) ?? null;
          const event = field("event");
          if (!event) continue;
          this.events.push({ id: field("id"), event, data: JSON.parse(field("data") ?? "{}") as Record<string, unknown> });
          for (const w of this.waiters.splice(0)) w();
        }
      }
    } catch {
      // aborted
    }
  }

  /** The first event matching, waiting up to `ms` for it. */
  async next(match: (e: Ev) => boolean, ms = 5_000): Promise<Ev> {
    const until = Date.now() + ms;
    for (;;) {
      const found = this.events.find(match);
      if (found) return found;
      if (Date.now() > until) throw new Error(`no matching event in ${ms} ms; got ${JSON.stringify(this.events.map((e) => e.event))}`);
      await new Promise<void>((r) => {
        this.waiters.push(r);
        setTimeout(r, 100);
      });
    }
  }

  close() {
    this.ctrl.abort();
  }
}

