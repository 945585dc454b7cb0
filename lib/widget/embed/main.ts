import { Api, ApiError } from "./api";
import { openStream } from "./sse";
import type { Config, Message, Session } from "./types";
import { View } from "./view";

/**
 * The website chat: `<script src="https://<host>/widget.js" data-company="…" async></script>`.
 * Loads the company's config (a refused origin or a disabled widget gets nothing and shows
 * nothing), draws the launcher, and resumes the visitor's conversation when the site's
 * storage holds its token. `data-preview` (the dashboard's live preview) draws the panel
 * from the given config with sample messages and no network.
 */
const script = (document.currentScript ?? document.querySelector("script[data-company][src*='widget.js']")) as HTMLScriptElement | null;

function mount(): HTMLElement {
  const host = document.createElement("div");
  host.id = "svc-chat-widget";
  document.body.append(host);
  return host;
}

async function start(el: HTMLScriptElement) {
  const base = new URL(el.src).origin;
  const preview = el.dataset.preview;
  if (preview) return showPreview(JSON.parse(preview) as Config);
  const company = el.dataset.company;
  if (!company) return;
  const api = new Api(base, company);
  let cfg: Config;
  try {
    cfg = await api.config();
  } catch {
    return; // not allowed here, or switched off
  }
  new Chat(api, cfg, base).boot();
}

class Chat {
  private view: View;
  private session: Session | null = null;
  private lastSeq = 0;
  private stopStream: (() => void) | null = null;
  private typingAt = 0;
  private readTimer = 0;
  private counter = 0;
  private starting: Promise<void> | null = null;
  private announced = false;

  constructor(
    private readonly api: Api,
    cfg: Config,
    base: string,
  ) {
    this.view = new View(mount(), cfg, { open: () => void this.opened(), send: (t, f) => void this.send(t, f), form: (v) => void this.form(v), typing: () => this.typing(), choose: (c) => void this.send(c.title, null, c.id) }, base);
  }

  /** A returning visitor: its conversation comes back and streams at once (unread badge included). */
  async boot() {
    if (this.api.token) await this.ensure(false).catch(() => undefined);
  }

  /** One start at a time: opening the panel and a first message race otherwise (two visitors). */
  private ensure(opened: boolean): Promise<void> {
    this.starting ??= this.begin(opened).catch((err: unknown) => {
      this.starting = null;
      throw err;
    });
    return this.starting;
  }

  private async begin(opened: boolean) {
    this.session = await this.api.session(opened);
    if (opened) this.announced = true;
    this.view.showForm(this.session.formRequired);
    if (!this.stopStream) {
      const { data } = await this.api.history(0);
      for (const m of data) this.take(m);
      this.stopStream = openStream(
        this.api,
        () => this.lastSeq,
        (event, data) => (event === "typing" ? this.view.setTyping(true) : event === "message" ? this.take(JSON.parse(data) as Message) : undefined),
        () => {
          this.stopStream = null;
          this.session = null;
          this.starting = null;
        },
      );
    }
  }

  private async opened() {
    try {
      await this.ensure(true);
      // A returning visitor's session started unannounced: the panel's opening is an event.
      if (!this.announced) {
        this.announced = true;
        this.session = await this.api.session(true);
      }
      this.markRead();
    } catch {
      this.view.notice("The chat is unavailable right now. Please try again later.");
    }
  }

  /** A message from history, the stream or a send's answer (which replaces its pending copy). */
  private take(m: Message, replaces?: string) {
    if (m.seq <= this.lastSeq && !replaces) return;
    this.lastSeq = Math.max(this.lastSeq, m.seq);
    this.view.upsert(m, replaces);
    if (m.from === "agent" && this.view.isOpen) this.markRead();
  }

  private markRead() {
    clearTimeout(this.readTimer);
    this.readTimer = window.setTimeout(() => void this.api.read().catch(() => undefined), 400);
  }

  private typing() {
    if (!this.session || Date.now() - this.typingAt < 3000) return;
    this.typingAt = Date.now();
    void this.api.typing().catch(() => undefined);
  }

  private async form(values: { name: string; email?: string; phone?: string }) {
    try {
      this.session = await this.api.form(values);
      this.view.showForm(false);
    } catch (err) {
      this.view.formError(err instanceof Error ? err.message.replace(/^\w+: /, (f) => f[0].toUpperCase() + f.slice(1)) : "Something went wrong");
    }
  }

  private async send(text: string, file: File | null, payload?: string) {
    const clientId = `c${Date.now().toString(36)}${(this.counter++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const temp = `tmp-${clientId}`;
    this.view.upsert({ id: temp, seq: 0, from: "visitor", type: file ? "file" : "text", text: text || null, file: file && { name: file.name, mimeType: file.type, size: file.size, url: "" }, status: "sending", at: new Date().toISOString(), pending: true });
    try {
      await this.ensure(true);
      const body: Parameters<Api["send"]>[0] = { clientId, ...(text ? { text } : {}), ...(payload ? { payload } : {}) };
      if (file) body.file = { name: file.name, mimeType: file.type, base64: await base64(file) };
      const { message } = await this.api.send(body);
      this.take(message, temp);
    } catch (err) {
      this.view.upsert({ id: temp, seq: 0, from: "visitor", type: "text", text: text || file?.name || "", file: null, status: "failed", at: "", pending: false });
      this.view.notice(err instanceof ApiError ? `Not sent: ${err.message}` : "Not sent: check your connection and try again.");
    }
  }
}

function base64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const r = new FileReader();
    r.onload = () => resolve(String(r.result).replace(/^data:[^,]*,/, ""));
    r.onerror = () => reject(r.error);
    r.readAsDataURL(file);
  });
}

function showPreview(cfg: Config) {
  const noop = () => undefined;
  const view = new View(mount(), cfg, { open: noop, send: noop, form: noop, typing: noop, choose: noop }, "");
  view.toggle(true, false);
  if (cfg.preChatForm !== "off") view.showForm(true);
  else {
    const at = new Date().toISOString();
    view.upsert({ id: "p1", seq: 1, from: "visitor", type: "text", text: "Hi! Do you ship abroad?", file: null, status: "read", at });
    view.upsert({ id: "p2", seq: 2, from: "agent", type: "text", text: "We do: to 40 countries, in 3 to 5 days.", file: null, status: "read", at });
  }
}

if (script) {
  if (document.body) void start(script);
  else document.addEventListener("DOMContentLoaded", () => void start(script));
}
