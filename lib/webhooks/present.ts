import "server-only";
import { and, eq, gt, inArray, or, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { webhookDeliveries, type Webhook, type WebhookDelivery, type WebhookDeliveryAttempt } from "@/db/schema";
import { RESEND_WINDOW_DAYS, type DeliveryView, type WebhookView } from "./schemas";

const iso = (d: Date | null) => (d ? d.toISOString() : null);
type Recent = { finished: number; succeeded: number; held: number };

/**
 * Finished deliveries of the last 24 hours per webhook (test sends excluded) and the held ones
 * of any age, one query for a page.
 */
export async function recentOutcomes(db: DbOrTx, webhookIds: string[]): Promise<Map<string, Recent>> {
  if (!webhookIds.length) return new Map();
  const recent = gt(webhookDeliveries.createdAt, sql`now() - interval '24 hours'`);
  const rows = await db
    .select({
      webhookId: webhookDeliveries.webhookId,
      succeeded: sql<number>`count(*) filter (where ${webhookDeliveries.status} = 'SUCCEEDED' and ${recent})::int`,
      finished: sql<number>`count(*) filter (where ${webhookDeliveries.status} in ('SUCCEEDED', 'FAILED') and ${recent})::int`,
      held: sql<number>`count(*) filter (where ${webhookDeliveries.status} = 'HELD')::int`,
    })
    .from(webhookDeliveries)
    .where(and(inArray(webhookDeliveries.webhookId, webhookIds), eq(webhookDeliveries.isTest, false), or(recent, eq(webhookDeliveries.status, "HELD"))))
    .groupBy(webhookDeliveries.webhookId);
  return new Map(rows.map((r) => [r.webhookId, { finished: r.finished, succeeded: r.succeeded, held: r.held }]));
}

export function presentWebhook(w: Webhook, recent?: Recent): WebhookView {
  return {
    id: w.id,
    name: w.name,
    url: w.url,
    events: w.events,
    status: w.status,
    statusReason: w.statusReason,
    statusChangedAt: iso(w.statusChangedAt),
    maxRetries: w.maxRetries,
    fieldExclusions: w.fieldExclusions,
    consecutiveFailureThreshold: w.consecutiveFailureThreshold,
    consecutiveFailures: w.consecutiveFailures,
    failingSince: iso(w.failingSince),
    heldDeliveries: recent?.held ?? 0,
    lastDeliveryAt: iso(w.lastDeliveryAt),
    recentDeliveries: recent?.finished ?? 0,
    recentSuccessRate: recent && recent.finished ? recent.succeeded / recent.finished : null,
    createdAt: w.createdAt.toISOString(),
    updatedAt: w.updatedAt.toISOString(),
  };
}

export function withinResendWindow(d: Pick<WebhookDelivery, "createdAt">, now = Date.now()): boolean {
  return now - d.createdAt.getTime() <= RESEND_WINDOW_DAYS * 86_400_000;
}

export function presentDelivery(d: WebhookDelivery): DeliveryView {
  return {
    id: d.id,
    webhookId: d.webhookId,
    eventId: d.eventId,
    event: d.event,
    status: d.status,
    test: d.isTest,
    attempts: d.attemptCount,
    maxAttempts: d.maxAttempts,
    lastResponseStatus: d.lastResponseStatus,
    lastError: d.lastError,
    latencyMs: d.lastDurationMs,
    nextAttemptAt: iso(d.nextAttemptAt),
    firstAttemptAt: iso(d.firstAttemptAt),
    completedAt: iso(d.completedAt),
    createdAt: d.createdAt.toISOString(),
    canResend: d.status === "FAILED" && !d.isTest && withinResendWindow(d),
  };
}

export function presentDeliveryDetail(d: WebhookDelivery, attempts: WebhookDeliveryAttempt[]) {
  return {
    ...presentDelivery(d),
    requestBody: d.body,
    attemptLog: attempts.map((a) => ({
      attemptNumber: a.attemptNumber,
      startedAt: a.startedAt.toISOString(),
      requestHeaders: a.requestHeaders,
      responseStatus: a.responseStatus,
      responseHeaders: a.responseHeaders,
      responseBody: a.responseBody,
      durationMs: a.durationMs,
      error: a.error,
      errorDetail: a.errorDetail,
      success: a.responseStatus !== null && a.responseStatus >= 200 && a.responseStatus < 300,
    })),
  };
}
