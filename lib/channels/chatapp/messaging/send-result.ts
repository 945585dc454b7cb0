import { z } from "zod";

/** What every chatapp send answers (spec 4.2). */
export const sendResultSchema = z
  .object({
    messageId: z.string(),
    platformMessageId: z.string(),
    status: z.literal("sent"),
    conversationId: z.string(),
  })
  .meta({ id: "ChatappSendResult" });
