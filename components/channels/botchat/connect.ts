import { z } from "zod";
import { connectBotchatInput } from "@/lib/channels/botchat/schemas";
import type { LayerChannelConfig } from "../connect-config";

/** Botchat's connect form: the bot's token alone (the service reads the rest from the platform). */
export const botchatConnect: LayerChannelConfig = {
  channel: "botchat",
  title: "Botchat",
  connectNoun: "bot",
  connectHelp:
    "The token the platform's bot father gave you for the bot (/newbot, or /token for an existing bot). The service checks it, registers its webhook for the bot, and stores the token encrypted; it is never shown again.",
  fields: [{ name: "botToken", label: "Bot token", secret: true, description: "Looks like 123456789:AAE… (digits, a colon, then the secret part)" }],
  schema: connectBotchatInput as unknown as LayerChannelConfig["schema"],
  identifiers: [
    { key: "username", label: "Username" },
    { key: "name", label: "Bot name" },
    { key: "botId", label: "Bot ID" },
  ],
  sandboxNote:
    "The sandbox behaves like the platform: sends are accepted, and the bot only writes to customers who started a chat. Use “Simulate customer” in the inbox to start one (try /start promo) or tap a button.",
  simulate: {
    fromLabel: "Customer chat ID",
    from: z.string().trim().min(1, "is required").max(20, "must be at most 20 digits").regex(/^\d+$/, "must be the customer's chat id (digits)"),
    sampleFrom: () => `5123${String(Math.floor(Math.random() * 1e5)).padStart(5, "0")}`,
    textMax: 4096,
    intro: "Writes to your sandbox bot as this customer would from the app: a text, or a command like /start promo.",
    tap: { label: "Tapped button data", description: "Optional: sends a tap on an inline button carrying this data instead of a message" },
  },
};
