import type { Config, Message, Session } from "./types";

/**
 * The widget API for one company, from the site's page: the visitor's token lives in the
 * site's localStorage (first-party to the page, so browsers that block third-party cookies
 * keep it) and goes in X-Visitor-Token.
 */
export class Api {
  token: string | null;
  private readonly key: string;

  constructor(
    readonly base: string,
    readonly company: string,
  ) {
    this.key = `svc-widget:${company}`;
    this.token = read(this.key);
  }

  url(path: string) {
    return `${this.base}/api/widget/${encodeURIComponent(this.company)}${path}`;
  }

  headers(json = false): Record<string, string> {
    const h: Record<string, string> = {};
    if (this.token) h["X-Visitor-Token"] = this.token;
    if (json) h["Content-Type"] = "application/json";
    return h;
  }

  async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await fetch(this.url(path), { method, headers: this.headers(body !== undefined), body: body === undefined ? undefined : JSON.stringify(body), credentials: "omit" });
    const data = (await res.json().catch(() => null)) as (T & { error?: { message: string } }) | null;
    if (!res.ok) throw new ApiError(res.status, data?.error?.message ?? `HTTP ${res.status}`);
    return data as T;
  }

  config = () => this.call<Config>("GET", "/config");

  async session(opened: boolean): Promise<Session> {
    let s: Session;
    try {
      s = await this.call<Session>("POST", "/session", { opened });
    } catch (err) {
      // A token this company no longer accepts: start over as a new visitor.
      if (!(err instanceof ApiError && err.status === 401) || !this.token) throw err;
      this.forget();
      s = await this.call<Session>("POST", "/session", { opened });
    }
    this.remember(s.token);
    return s;
  }

  form = (input: { name: string; email?: string; phone?: string }) => this.call<Session>("POST", "/form", input);
  history = (after: number) => this.call<{ data: Message[] }>("GET", `/messages?after=${after}`);
  send = (input: { text?: string; file?: { name: string; mimeType: string; base64: string }; clientId: string; payload?: string }) => this.call<{ message: Message }>("POST", "/messages", input);
  typing = () => this.call("POST", "/typing");
  read = () => this.call("POST", "/read", {});

  remember(token: string) {
    this.token = token;
    try {
      localStorage.setItem(this.key, token);
    } catch {
      // storage blocked: the conversation lasts as long as the page
    }
  }

  forget() {
    this.token = null;
    try {
      localStorage.removeItem(this.key);
    } catch {
      // nothing stored
    }
  }
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}
