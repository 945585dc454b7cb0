import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { authSecret } from "@/lib/config/secrets";

/**
 * The Bot API signs nothing: setWebhook takes a secret token that every update then carries in
 * X-Telegram-Bot-Api-Secret-Token. Ours is `{botId}_{HMAC of the bot id}`: it names the bot (so
 * an update is routed without a lookup, updates carry no bot id) and proves it came from a
 * setWebhook this service made, with nothing extra stored. Allowed characters: A-Z a-z 0-9 _ -.
 */
export function webhookSecretFor(botId: string): string {
  return `${botId}_${createHmac("sha256", authSecret()).update(`botchat-webhook:${botId}`).digest("base64url").slice(0, 43)}`;
}

/** The bot a secret token names, when the token is one of ours; null otherwise. */
export function botOfSecret(token: string | null): string | null {
  if (!token) return null;
  const i = token.indexOf("_");
  const botId = i > 0 ? token.slice(0, i) : "";
  if (!/^\d{1,20}$/.test(botId)) return null;
  const expected = Buffer.from(webhookSecretFor(botId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected) ? botId : null;
}
