import "server-only";
import { systemCtx } from "@/lib/domain/context";
import { enqueue } from "@/lib/jobs/enqueue";
import type { InboundStatus } from "./callback-schema";
import { applyChatappStatus } from "./apply-status";

export const STATUS_RETRY_TASK = "chatapp:status-retry";
const DELAYS_MS = [5_000, 20_000, 60_000];

/**
 * A live platform can report "sent" before our send transaction has stored the platform id
 * (its answer and its callback race). Such a status is tried again a few times shortly after,
 * instead of being dropped; statuses of messages sent by other tools simply run out of tries.
 */
export async function retryUnknownStatusLater(companyId: string, status: InboundStatus, attempt = 0) {
  const fresh = Date.now() - Number(status.timestamp) * 1000 < 10 * 60_000;
  if (!fresh || attempt >= DELAYS_MS.length) return false;
  await enqueue(undefined, STATUS_RETRY_TASK, { companyId, status, attempt: attempt + 1 }, { runAt: new Date(Date.now() + DELAYS_MS[attempt]) });
  return true;
}

export async function runStatusRetry(p: { companyId: string; status: InboundStatus; attempt: number }) {
  const result = await applyChatappStatus({ ctx: systemCtx(p.companyId, "Chatapp status"), status: p.status });
  if (result === "unknown") await retryUnknownStatusLater(p.companyId, p.status, p.attempt);
}
