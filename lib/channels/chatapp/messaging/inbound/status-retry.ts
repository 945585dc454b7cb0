import "server-only";
import { systemCtx } from "@/lib/domain/context";
import { backoff, type Backoff } from "@/lib/jobs/backoff";
import { enqueue } from "@/lib/jobs/enqueue";
import type { InboundStatus } from "./callback-schema";
import { applyChatappStatus } from "./apply-status";

export const STATUS_RETRY_TASK = "chatapp:status-retry";
/** Three more tries, after 5 s, 20 s and 60 s. */
const TRIES = 3;
const RETRY_BACKOFF: Backoff = { baseMs: 5_000, factor: 4, capMs: 60_000, jitter: "none" };

/**
 * A live platform can report "sent" before our send transaction has stored the platform id
 * (its answer and its callback race). Such a status is tried again a few times shortly after,
 * instead of being dropped; statuses of messages sent by other tools simply run out of tries.
 */
export async function retryUnknownStatusLater(companyId: string, status: InboundStatus, attempt = 0) {
  const fresh = Date.now() - Number(status.timestamp) * 1000 < 10 * 60_000;
  if (!fresh || attempt >= TRIES) return false;
  await enqueue(undefined, STATUS_RETRY_TASK, { companyId, status, attempt: attempt + 1 }, { runAt: new Date(Date.now() + backoff(attempt + 1, RETRY_BACKOFF)) });
  return true;
}

export async function runStatusRetry(p: { companyId: string; status: InboundStatus; attempt: number }) {
  const result = await applyChatappStatus({ ctx: systemCtx(p.companyId, "Chatapp status"), status: p.status });
  if (result === "unknown") await retryUnknownStatusLater(p.companyId, p.status, p.attempt);
}
