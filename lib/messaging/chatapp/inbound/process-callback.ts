import { log } from "@/lib/log";
import { companyForPhoneNumberId } from "@/lib/channels/chatapp/connection";
import { parseMessagesValue, type Callback } from "./callback-schema";
import { applyChatappStatus } from "./apply-status";
import { receiveChatappMessage } from "./receive-message";
import { retryUnknownStatusLater } from "./status-retry";
import { applyTemplateCallback, TEMPLATE_CALLBACK_FIELDS } from "@/lib/templates/apply-template-callback";

export interface CallbackSummary {
  received: number;
  duplicates: number;
  statuses: number;
  /** Statuses for ids not (yet) stored, tried again shortly (status-retry.ts). */
  deferred: number;
  ignored: number;
  /** Template status, quality and category changes applied. */
  templates: number;
}

/**
 * Every change of a verified callback, in order. The platform routes by phone-number id; a
 * change for a number no company has connected is logged and skipped (answering non-2xx
 * would only make the platform retry something we can never take).
 */
export async function processChatappCallback(body: Callback): Promise<CallbackSummary> {
  const summary: CallbackSummary = { received: 0, duplicates: 0, statuses: 0, deferred: 0, ignored: 0, templates: 0 };
  for (const entry of body.entry) {
    for (const change of entry.changes) {
      if (TEMPLATE_CALLBACK_FIELDS.has(change.field)) {
        const r = await applyTemplateCallback(entry.id, change.field, change.value);
        if (r === "unknown") summary.ignored += 1;
        else summary.templates += 1;
        continue;
      }
      if (change.field !== "messages") {
        summary.ignored += 1;
        continue;
      }
      const parsed = parseMessagesValue(change.value);
      if (!parsed.success) {
        log.warn("chatapp callback change not understood", { field: change.field, issues: parsed.error.issues.length });
        summary.ignored += 1;
        continue;
      }
      const value = parsed.data;
      const companyId = await companyForPhoneNumberId(value.metadata.phone_number_id);
      if (!companyId) {
        log.warn("chatapp callback for an unknown phone number id", { phoneNumberId: value.metadata.phone_number_id });
        summary.ignored += 1;
        continue;
      }
      const names = new Map((value.contacts ?? []).map((c) => [c.wa_id, c.profile?.name]));
      for (const message of value.messages ?? []) {
        const r = await receiveChatappMessage({ companyId, message, profileName: names.get(message.from) });
        if (r.status === "stored") summary.received += 1;
        else if (r.status === "duplicate") summary.duplicates += 1;
        else summary.ignored += 1;
      }
      for (const status of value.statuses ?? []) {
        const r = await applyChatappStatus({ companyId, status });
        if (r === "applied" || r === "unchanged") summary.statuses += 1;
        else if (r === "unknown" && (await retryUnknownStatusLater(companyId, status))) summary.deferred += 1;
        else summary.ignored += 1;
      }
    }
  }
  return summary;
}
