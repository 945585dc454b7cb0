import "server-only";
import { botchatRequest } from "./payloads";
import { botchatCapabilities } from "./capabilities";
import { sandboxSeed } from "../sandbox-seed";
import { randomInt } from "node:crypto";
import { publicUrl } from "@/lib/config/public-url";
import { AppError } from "@/lib/domain/errors";
import { PlatformError } from "@/lib/channels/platform-error";
import type { ChannelPlugin, WindowState } from "../types";
import { answerCallback, ANSWER_CALLBACK_TASK, enqueueCallbackAnswers } from "./answer-callback";
import { botApiBaseUrl, createBotApiClient } from "./bot-api-client";
import { botMessageId, mapUpdate } from "./map-update";
import { botchatSandboxProvider } from "./sandbox";
import { botOfSecret, webhookSecretFor } from "./secret-token";
import { botchatToAppError } from "./to-app-error";
import { connectBotchatInput } from "./schemas";
import { botUpdateSchema } from "./update-schema";

const SECRET_HEADER = "x-telegram-bot-api-secret-token";
const UPDATES = ["message", "edited_message", "callback_query"];

/** A bot may write to anyone who started it, at any time: no window beyond "the customer wrote first". */
export function botchatWindow(lastInboundAt: Date | null): WindowState {
  if (!lastInboundAt) return { open: false, expiresAt: null, via: null, reason: "The customer has not started a chat with the bot; a bot can only answer people who wrote to it first" };
  return { open: true, expiresAt: null, via: "standard", reason: "The customer has started a chat with the bot" };
}

const webhookUrl = () => `${publicUrl()}/api/channels/botchat/webhook`;

/**
 * Botchat: a bot of the Telegram-style Bot API. Connecting reads the bot (getMe) and points its
 * webhook here with a secret token that names the bot (secret-token.ts); every update must
 * carry it. Customers are chats (their chat id); sends are the Bot API's sendMessage,
 * sendPhoto and sendDocument with inline or reply keyboards (payloads.ts).
 */
export const botchatPlugin: ChannelPlugin = {
  type: "BOTCHAT",
  capabilities: botchatCapabilities,
  textPart: (text) => ({ summary: { type: "text", text, content: { body: text } }, body: (chatId) => botchatRequest(chatId, { text }) }),
  mediaParts(media, caption) {
    const out = { text: caption ?? undefined, media: { type: media.type as "photo" | "document", url: media.url } };
    return [{ summary: { type: media.type === "photo" ? "image" : "file", text: caption, content: { url: media.url, caption } }, body: (chatId) => botchatRequest(chatId, out) }];
  },
  // An inline keyboard, one choice a row (titles stay whole on a phone); a tap comes back as a callback query with the choice's id as its data.
  choicesParts: (m) => [{ summary: { type: "choices", text: m.text, content: { body: m.text, choices: m.choices } }, body: (chatId) => botchatRequest(chatId, { text: m.text, keyboard: { inline: m.choices.map((c) => [{ text: c.title, data: c.id }]) } }) }],
  choiceOf: (m) => (m.type === "button" && typeof m.content.data === "string" ? m.content.data : null),
  connectInput: connectBotchatInput,
  async connect(raw) {
    const token = String(raw.botToken);
    const client = createBotApiClient({ baseUrl: botApiBaseUrl(), token });
    let me: Awaited<ReturnType<typeof client.getMe>>;
    try {
      me = await client.getMe();
    } catch (err) {
      throw AppError.validation([{ path: "botToken", message: `the platform refused the bot token: ${(err as Error).message}`, in: "body" }]);
    }
    const botId = String(me.id);
    try {
      await client.setWebhook({ url: webhookUrl(), secret_token: webhookSecretFor(botId), allowed_updates: UPDATES });
    } catch (err) {
      const said = err instanceof PlatformError ? err.message : String(err);
      throw AppError.conflict(`The platform refused this service's webhook address ${webhookUrl()} (${said}); set APP_URL to the service's public HTTPS address`, { reason: "webhook_refused" });
    }
    const identifiers: Record<string, string> = { botId, name: me.first_name };
    if (me.username) identifiers.username = me.username;
    return { identifiers, routingId: botId, accessToken: token, check: { ok: true, message: "The platform accepted the bot token and the webhook", details: { ...identifiers, webhook: webhookUrl() } } };
  },
  sandbox: (companyId, n) => {
    // A bot id is digits; the sandbox's is derived from the company so callbacks route like live ones.
    const botId = `9${[...sandboxSeed(companyId, n)].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 1_000_000_007, 7)}`;
    return { identifiers: { botId, name: n ? `Sandbox bot ${n + 1}` : "Sandbox bot", username: n ? `yourbrand_sandbox${n + 1}_bot` : "yourbrand_sandbox_bot" }, routingId: botId };
  },
  provider(conn) {
    if (conn.mode === "sandbox") return botchatSandboxProvider(conn);
    const client = createBotApiClient({ baseUrl: botApiBaseUrl(), token: conn.accessToken ?? "" });
    return {
      async send(body) {
        const { method, ...params } = body;
        const sent = await client.call<{ message_id: number; chat: { id: number } }>(String(method), params);
        return { platformMessageId: botMessageId(sent.chat.id, sent.message_id) };
      },
      async typing(chatId) {
        await client.call("sendChatAction", { chat_id: /^-?\d+$/.test(chatId) ? Number(chatId) : chatId, action: "typing" });
      },
      async check() {
        try {
          const me = await client.getMe();
          return { ok: true, message: "The platform accepted the bot token", details: { botId: String(me.id), username: me.username ?? null } };
        } catch (err) {
          const e = err as PlatformError;
          return { ok: false, message: e.message ?? "The platform call failed", details: e.toJSON?.() };
        }
      },
    };
  },
  displayName: (ids) => (ids.username ? `@${ids.username}` : (ids.name ?? ids.botId ?? null)),
  webhook: {
    verify(_raw, headers) {
      return botOfSecret(headers.get(SECRET_HEADER)) ? { ok: true } : { ok: false, why: "X-Telegram-Bot-Api-Secret-Token is missing or not one this service gave the platform" };
    },
    parse(body, headers) {
      const parsed = botUpdateSchema.safeParse(body);
      if (!parsed.success) throw AppError.validation(parsed.error.issues.map((i) => ({ path: i.path.join(".") || "body", message: i.message })));
      const message = mapUpdate(parsed.data);
      return [{ routingId: botOfSecret(headers?.get(SECRET_HEADER) ?? null) ?? "", messages: message ? [message] : [], statuses: [], ignored: message ? 0 : 1 }];
    },
    onStored: enqueueCallbackAnswers,
  },
  window: botchatWindow,
  simulatedCallback(_routingId, input) {
    const chatId = Number(input.from);
    const from = { id: chatId, is_bot: false, first_name: input.name ?? "Sandbox", language_code: "en" };
    const chat = { id: chatId, type: "private", first_name: input.name ?? "Sandbox" };
    const updateId = randomInt(1, 2 ** 31 - 1);
    if (input.payload) return { update_id: updateId, callback_query: { id: String(randomInt(1, 2 ** 47)), from, message: { message_id: 1, chat, date: Math.floor(Date.now() / 1000), text: "…" }, chat_instance: "sandbox", data: input.payload } };
    const command = /^\/\w+/.exec(input.text);
    return {
      update_id: updateId,
      message: { message_id: randomInt(1, 2 ** 31 - 1), from, chat, date: Math.floor(Date.now() / 1000), text: input.text, ...(command ? { entities: [{ type: "bot_command", offset: 0, length: command[0].length }] } : {}) },
    };
  },
  toAppError: botchatToAppError,
  tasks: { [ANSWER_CALLBACK_TASK]: answerCallback },
};
