import "server-only";
import { systemCtx } from "@/lib/domain/context";
import { log } from "@/lib/log";
import { inboxForPhoneNumberId } from "@/lib/channels/chatapp/connection";
import { mapLimit } from "@/lib/jobs/map-limit";
import { parseMessagesValue, type Callback, type InboundStatus } from "./callback-schema";
import { applyChatappStatuses } from "./apply-status";
import { receiveChatappMessages, type InboundMessageItem } from "./receive-message";
import { retryUnknownStatusLater } from "./status-retry";
import { applyTemplateCallback, TEMPLATE_CALLBACK_FIELDS } from "@/lib/templates/apply-template-callback";

export type CallbackSummary = {
  received: number;
  duplicates: number;
  statuses: number;
  /** Statuses for ids not (yet) stored, tried again shortly (status-retry.ts). */
  deferred: number;
  ignored: number;
  /** Template status, quality and category changes applied. */
  templates: number;
};

const emptySummary = (): CallbackSummary => ({ received: 0, duplicates: 0, statuses: 0, deferred: 0, ignored: 0, templates: 0 });

/** Template changes of different templates are independent; one template's stay in order. */
const TEMPLATE_PARALLEL = 8;
/** Statuses of one company go in batches of this many (one transaction each), in arrival order. */
const STATUS_BATCH = 1000;
/** Companies whose status batches run at once. */
const STATUS_COMPANIES_PARALLEL = 4;

export async function processChatappCallback(body: Callback): Promise<CallbackSummary> {
  const [summary] = await processChatappCallbacks([body]);
  return summary;
}

/**
 * Every change of several verified callbacks, with a summary per callback. The messages of
 * all of them are stored together, one batch per company (receive-message.ts), in arrival
 * order; then template changes, in order per template, and the statuses, in arrival order
 * in batches per company (apply-status.ts), a few companies at once. The platform
 * routes by phone-number id; a change for a number no company has connected is logged and
 * skipped (answering non-2xx would only make the platform retry something we can never take).
 */
export async function processChatappCallbacks(bodies: Callback[]): Promise<CallbackSummary[]> {
  const summaries = bodies.map(emptySummary);
  // Messages go per inbox (a number's customers' conversations), statuses per company.
  const messagesByInbox = new Map<string, { inbox: { companyId: string; inboxId: string }; list: { body: number; item: InboundMessageItem }[] }>();
  const statusesByCompany = new Map<string, { summary: CallbackSummary; status: InboundStatus }[]>();
  // Applied after the messages: keyed by template, so each template's stay in order.
  const updates: { key: string; apply: () => Promise<void> }[] = [];

  for (const [b, body] of bodies.entries()) {
    const summary = summaries[b];
    for (const entry of body.entry) {
      for (const change of entry.changes) {
        if (TEMPLATE_CALLBACK_FIELDS.has(change.field)) {
          updates.push({
            key: `template:${entry.id}`,
            apply: async () => {
              if ((await applyTemplateCallback(entry.id, change.field, change.value)) === "unknown") summary.ignored += 1;
              else summary.templates += 1;
            },
          });
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
        const inbox = await inboxForPhoneNumberId(value.metadata.phone_number_id);
        if (!inbox) {
          log.warn("chatapp callback for an unknown phone number id", { phoneNumberId: value.metadata.phone_number_id });
          summary.ignored += 1;
          continue;
        }
        const names = new Map((value.contacts ?? []).map((c) => [c.wa_id, c.profile?.name]));
        const { companyId } = inbox;
        const batch = messagesByInbox.get(inbox.inboxId) ?? { inbox, list: [] };
        for (const message of value.messages ?? []) batch.list.push({ body: b, item: { message, profileName: names.get(message.from) } });
        messagesByInbox.set(inbox.inboxId, batch);
        const statuses = statusesByCompany.get(companyId) ?? [];
        for (const status of value.statuses ?? []) statuses.push({ summary, status });
        statusesByCompany.set(companyId, statuses);
      }
    }
  }

  for (const { inbox, list: batch } of messagesByInbox.values()) {
    const results = await receiveChatappMessages(inbox, batch.map((m) => m.item));
    results.forEach((r, i) => {
      const summary = summaries[batch[i].body];
      if (r.status === "stored") summary.received += 1;
      else if (r.status === "duplicate") summary.duplicates += 1;
      else summary.ignored += 1;
    });
  }

  const byKey = new Map<string, (() => Promise<void>)[]>();
  for (const u of updates) {
    const queue = byKey.get(u.key) ?? [];
    queue.push(u.apply);
    byKey.set(u.key, queue);
  }
  await mapLimit([...byKey.values()], TEMPLATE_PARALLEL, async (queue) => {
    for (const apply of queue) await apply();
  });
  // Companies' statuses touch disjoint rows: their transactions overlap (each commit waits for
  // its WAL flush, and concurrent commits share one); each company's stay in arrival order.
  await mapLimit([...statusesByCompany], STATUS_COMPANIES_PARALLEL, async ([companyId, list]) => {
    for (let i = 0; i < list.length; i += STATUS_BATCH) await applyStatuses(companyId, list.slice(i, i + STATUS_BATCH));
  });
  return summaries;
}

/** One company's statuses in one batch; those for messages not (yet) stored are tried again shortly. */
async function applyStatuses(companyId: string, list: { summary: CallbackSummary; status: InboundStatus }[]) {
  const results = await applyChatappStatuses({ ctx: systemCtx(companyId, "Chatapp status"), statuses: list.map((l) => l.status) });
  for (const [i, r] of results.entries()) {
    const { summary, status } = list[i];
    if (r === "applied" || r === "unchanged") summary.statuses += 1;
    else if (r === "unknown" && (await retryUnknownStatusLater(companyId, status))) summary.deferred += 1;
    else summary.ignored += 1;
  }
}
