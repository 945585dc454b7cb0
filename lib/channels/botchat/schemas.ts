import { z } from "zod";

/** PUT /api/v1/channels/botchat; browser-safe, so the dashboard's connect form checks the same. */
export const connectBotchatInput = z
  .object({
    botToken: z
      .string({ error: "is required" })
      .trim()
      .min(1, "is required")
      .regex(/^\d{1,20}:[A-Za-z0-9_-]{30,100}$/, "must be the bot's token from the platform's bot father (digits, a colon, then 30 or more characters)")
      .meta({ description: "The bot's token; checked with getMe, then setWebhook registers this service's URL with a secret token" }),
  })
  .meta({ id: "ConnectBotchatInput" });
