import "server-only";
import { companyConsentSettings, type ConsentSettings } from "@/lib/company/consent-settings";
import { applyConsentKeyword } from "@/lib/contacts/apply-consent-keyword";
import { couldBeKeyword, matchConsentKeyword } from "@/lib/contacts/consent-keywords";
import type { TxCtx } from "@/lib/domain/context";
import { enqueue } from "@/lib/jobs/enqueue";

// Sent by consent-reply.ts, a module of its own: the send path leads back here through the sandbox provider.
export const CONSENT_REPLY_TASK = "chatapp:consent-reply";

type KeywordCandidate = { type: string; text: string | null };

/**
 * The company's keywords, read (from a short cache) only when the batch holds a text short
 * enough to be one; most batches hold none and pay nothing.
 */
export async function keywordSettingsFor(companyId: string, messages: KeywordCandidate[]): Promise<ConsentSettings | null> {
  return messages.some((m) => m.type === "text" && couldBeKeyword(m.text)) ? companyConsentSettings(companyId) : null;
}

/**
 * After the batch is stored, in its transaction: each message that is exactly a keyword
 * changes its contact's consent (one verb per keyword message, in message order) and
 * enqueues its confirmation, so the change and its answer commit with the message, or not
 * at all. The platform call is the job's, not the webhook's.
 */
export async function applyKeywordMessages(tctx: TxCtx, settings: ConsentSettings | null, stored: { contactId: string; conversationId: string; phone: string; type: string; text: string | null }[]) {
  if (!settings) return;
  for (const m of stored) {
    if (m.type !== "text" || !matchConsentKeyword(m.text, settings)) continue;
    const result = await applyConsentKeyword({ ctx: tctx, input: { contactId: m.contactId, text: m.text, settings } });
    if (result) await enqueue(tctx.tx, CONSENT_REPLY_TASK, { companyId: tctx.companyId, conversationId: m.conversationId, phone: m.phone, text: result.reply }, { maxAttempts: 1 });
  }
}
