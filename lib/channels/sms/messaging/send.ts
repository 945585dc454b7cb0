import "server-only";
import { smsSegments } from "@/lib/channels/sms/segments";
import type { Ctx } from "@/lib/domain/context";
import { sendOnChannel } from "@/lib/messaging/send-message";
import type { SmsSendInput } from "./send-schemas";

/** One SMS (or MMS) through the shared send pipeline; the thread keeps how many segments it was billed as. */
export function sendSms({ ctx, input }: { ctx: Ctx; input: SmsSendInput }) {
  const segments = smsSegments(input.text);
  const media = input.mediaUrls?.length ? { media: input.mediaUrls.map((url) => ({ url })) } : {};
  return sendOnChannel({
    ctx,
    input: {
      channel: "SMS",
      to: input.to,
      conversationId: input.conversationId,
      inboxId: input.inboxId,
      parts: [
        {
          summary: { type: input.mediaUrls?.length ? "image" : "text", text: input.text, content: { body: input.text, encoding: segments.encoding, segments: segments.segments, ...media } },
          body: (phone) => ({ To: `+${phone}`, Body: input.text, ...(input.mediaUrls?.length ? { MediaUrl: input.mediaUrls } : {}) }),
        },
      ],
    },
  });
}

export const countSmsSegments = async ({ input }: { input: { text: string } }) => smsSegments(input.text);
