import "server-only";
import { systemCtx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import { log } from "@/lib/log";
import { sendChatappMessage } from "../send/send-message";

/**
 * A stop or start keyword's confirmation (enqueued by consent-keywords.ts), through the
 * normal send path: the customer just wrote, so the window is open. Tried once: a refusal is
 * already in the thread as a failed message, and sending again could answer twice.
 */
export async function sendConsentReply(p: { companyId: string; conversationId: string; phone: string; text: string }) {
  try {
    await sendChatappMessage({ ctx: systemCtx(p.companyId, "Marketing consent"), send: { kind: "text", input: { to: p.phone, conversationId: p.conversationId, body: p.text } } });
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    log.warn("consent confirmation not sent", { companyId: p.companyId, conversationId: p.conversationId, code: err.code });
  }
}
