import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { readText as readBody, sendJson as answer } from "./fake-http";

/**
 * A stand-in for the Telegram-style Bot API on loopback, for contract tests: `POST
 * /bot{token}/{method}` with a JSON body, answered `{ ok: true, result }` or `{ ok: false,
 * error_code, description }` as the platform does. Bots have their own token (addBot); an
 * unknown token is 401. setWebhook keeps the URL and secret token it was given, as the platform
 * does, so a test posts updates the way the platform would (`postUpdate`). Chats ending in 403
 * have blocked the bot; `fail` programs the next answer's error.
 */
export interface BotRequest {
  token: string;
  method: string;
  body: Record<string, unknown>;
}

export interface FakeBotApi {
  baseUrl: string;
  requests: BotRequest[];
  /** The send calls (sendMessage, sendPhoto, sendDocument) of a bot, as `{ method, ...body }`, in order. */
  sends(token?: string): Record<string, unknown>[];
  addBot(bot: { id: number; token: string; username: string; firstName: string }): void;
  webhookOf(token: string): { url: string; secret_token: string; allowed_updates?: string[] } | undefined;
  /**
   * Posts an update to the bot's registered webhook with its secret token, as the platform
   * does; `origin` replaces the registered URL's (the service's public address) with where the
   * test reaches it.
   */
  postUpdate(token: string, update: Record<string, unknown>, opts: { origin: string; secret?: string | null }): Promise<{ status: number; body: Record<string, unknown> }>;
  /** The next call (of `method`, when given) fails with this error. */
  fail(next: { method?: string; status: number; description: string; retryAfter?: number }): void;
  close(): Promise<void>;
}

const SENDS = new Set(["sendMessage", "sendPhoto", "sendDocument"]);

export async function startFakeBotApi(): Promise<FakeBotApi> {
  const bots = new Map<string, { id: number; username: string; firstName: string; webhook?: { url: string; secret_token: string; allowed_updates?: string[] } }>();
  const requests: BotRequest[] = [];
  const failures: Parameters<FakeBotApi["fail"]>[0][] = [];
  let messageId = 100;

  const server = createServer(async (req, res) => {
    const match = /^\/bot([^/]+)\/([A-Za-z]+)$/.exec(new URL(req.url ?? "/", "http://fake").pathname);
    const raw = await readBody(req);
    if (!match || req.method !== "POST") return answer(res, 404, { ok: false, error_code: 404, description: "Not Found" });
    const [, token, method] = match;
    const body = (raw ? JSON.parse(raw) : {}) as Record<string, unknown>;
    requests.push({ token, method, body });
    const bot = bots.get(token);
    if (!bot) return answer(res, 401, { ok: false, error_code: 401, description: "Unauthorized" });
    const at = failures.findIndex((f) => !f.method || f.method === method);
    const failure = at >= 0 ? failures.splice(at, 1)[0] : undefined;
    if (failure) return answer(res, failure.status, { ok: false, error_code: failure.status, description: failure.description, ...(failure.retryAfter ? { parameters: { retry_after: failure.retryAfter } } : {}) });
    if (method === "getMe") return answer(res, 200, { ok: true, result: { id: bot.id, is_bot: true, first_name: bot.firstName, username: bot.username, can_join_groups: true, can_read_all_group_messages: false, supports_inline_queries: false } });
    if (method === "setWebhook") {
      const url = String(body.url ?? "");
      if (!url.startsWith("https://")) return answer(res, 400, { ok: false, error_code: 400, description: "Bad Request: bad webhook: An HTTPS URL must be provided for webhook" });
      bot.webhook = { url, secret_token: String(body.secret_token ?? ""), allowed_updates: body.allowed_updates as string[] | undefined };
      return answer(res, 200, { ok: true, result: true, description: "Webhook was set" });
    }
    if (method === "answerCallbackQuery") return answer(res, 200, { ok: true, result: true });
    // The chat shows "typing…" for up to 5 s; the platform answers true.
    if (method === "sendChatAction") return answer(res, 200, { ok: true, result: true });
    if (SENDS.has(method)) {
      const chatId = String(body.chat_id ?? "");
      if (!/^-?\d+$/.test(chatId)) return answer(res, 400, { ok: false, error_code: 400, description: "Bad Request: chat not found" });
      if (chatId.endsWith("403")) return answer(res, 403, { ok: false, error_code: 403, description: "Forbidden: bot was blocked by the user" });
      messageId += 1;
      return answer(res, 200, { ok: true, result: { message_id: messageId, from: { id: bot.id, is_bot: true, first_name: bot.firstName, username: bot.username }, chat: { id: Number(chatId), type: "private" }, date: Math.floor(Date.now() / 1000), ...(body.text ? { text: body.text } : {}) } });
    }
    answer(res, 404, { ok: false, error_code: 404, description: "Not Found: method not found" });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    baseUrl,
    requests,
    sends: (token) => requests.filter((r) => SENDS.has(r.method) && (!token || r.token === token)).map((r) => ({ method: r.method, ...r.body })),
    addBot: (b) => bots.set(b.token, { id: b.id, username: b.username, firstName: b.firstName }),
    webhookOf: (token) => bots.get(token)?.webhook,
    async postUpdate(token, update, opts) {
      const hook = bots.get(token)?.webhook;
      if (!hook) throw new Error("the bot has no webhook set");
      const secret = opts.secret === undefined ? hook.secret_token : opts.secret;
      const url = new URL(hook.url);
      const res = await fetch(`${opts.origin}${url.pathname}`, { method: "POST", headers: { "content-type": "application/json", ...(secret ? { "x-telegram-bot-api-secret-token": secret } : {}) }, body: JSON.stringify(update) });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    },
    fail: (next) => failures.push(next),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
