import { PlatformError } from "@/lib/channels/platform-error";
import { failureCategoryOf, RETRYABLE, retryDelayMs, THROUGHPUT_CODE, type FailureCategory } from "../failure-category";
import type { ClaimedSend, SendOutcome } from "./types";

/**
 * What a refused send means for its recipient: the throughput error puts it back untouched
 * (the whole number backs off); a retryable failure with attempts left waits and goes again
 * when the campaign retries by itself; anything else is FAILED with its category.
 */
export function outcomeOfError(send: Pick<ClaimedSend, "autoRetry" | "attempts" | "maxRetries">, err: unknown, now = Date.now()): SendOutcome {
  const e = PlatformError.from(err, "chatapp");
  if (e.code === THROUGHPUT_CODE) return { kind: "requeue" };
  const category: FailureCategory = failureCategoryOf({ httpStatus: e.httpStatus, code: e.code });
  const error = { code: e.code ?? undefined, title: e.message, message: e.details ?? e.message, category };
  const retry = send.autoRetry && RETRYABLE.includes(category) && send.attempts <= send.maxRetries;
  return {
    kind: retry ? "retry" : "failed",
    category,
    code: e.code == null ? null : String(e.code),
    message: e.details ?? e.message,
    error,
    retryAt: retry ? new Date(now + retryDelayMs(send.attempts)) : undefined,
  };
}
