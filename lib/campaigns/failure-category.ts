import type { FAILURE_CATEGORIES } from "@/db/enums";
import { backoff, type Backoff } from "@/lib/jobs/backoff";

export type FailureCategory = (typeof FAILURE_CATEGORIES)[number];

/**
 * The platform's error codes (Cloud API error codes) by what a marketer can do about them.
 * The table is documented in docs/decisions.md, "Campaign failure categories".
 */
const BY_CODE: Record<number, FailureCategory> = {
  // The number itself
  131021: "INVALID_NUMBER", // recipient cannot be the sender
  131009: "INVALID_NUMBER", // a parameter value (the number) is not valid
  // Not reachable on the channel
  131026: "NOT_ON_CHANNEL", // undeliverable: not a user, old app, terms not accepted
  // Rate limits
  130429: "RATE_LIMITED", // throughput reached
  131048: "RATE_LIMITED", // spam rate limit
  131056: "RATE_LIMITED", // business/consumer pair rate limit
  80007: "RATE_LIMITED",
  4: "RATE_LIMITED",
  // The template
  132000: "TEMPLATE_PROBLEM", // parameter count mismatch
  132001: "TEMPLATE_PROBLEM", // template does not exist
  132005: "TEMPLATE_PROBLEM", // translated text too long
  132007: "TEMPLATE_PROBLEM", // format character policy violated
  132012: "TEMPLATE_PROBLEM", // parameter format mismatch
  132015: "TEMPLATE_PROBLEM", // template paused
  132016: "TEMPLATE_PROBLEM", // template disabled
  132068: "TEMPLATE_PROBLEM", // flow blocked
  132069: "TEMPLATE_PROBLEM", // flow throttled
  131051: "TEMPLATE_PROBLEM", // unsupported message type
  // Policy
  131049: "POLICY_BLOCKED", // not delivered to keep the ecosystem healthy (marketing limits)
  131050: "POLICY_BLOCKED", // the user stopped marketing messages
  131047: "POLICY_BLOCKED", // re-engagement: outside the window
  131031: "POLICY_BLOCKED", // business account locked
  130497: "POLICY_BLOCKED", // country restricted
  368: "POLICY_BLOCKED", // temporarily blocked for policy violations
  131030: "POLICY_BLOCKED", // recipient not in the allowed list (test numbers)
  // The platform
  1: "PLATFORM_ERROR",
  2: "PLATFORM_ERROR",
  131000: "PLATFORM_ERROR",
  131016: "PLATFORM_ERROR",
  131057: "PLATFORM_ERROR",
  133004: "PLATFORM_ERROR",
};

/** Worth sending again by themselves (autoRetry): the platform may take it later. */
export const RETRYABLE: readonly FailureCategory[] = ["RATE_LIMITED", "PLATFORM_ERROR"];

/** The throughput error: not the recipient's failure; the whole number backs off. */
export const THROUGHPUT_CODE = 130429;

export function failureCategoryOf(error: { httpStatus?: number; code?: number | string | null }): FailureCategory {
  const code = typeof error.code === "string" ? Number(error.code) : error.code;
  if (code != null && Number.isFinite(code) && BY_CODE[code]) return BY_CODE[code];
  if (code === 100) return "INVALID_NUMBER"; // invalid parameter on a send: in practice the `to`
  if (error.httpStatus === 0 || (error.httpStatus ?? 0) >= 500) return "PLATFORM_ERROR";
  if (error.httpStatus === 429) return "RATE_LIMITED";
  return "UNKNOWN";
}

/**
 * The wait before automatic attempt `n` (1-based): 30 s, 1 min, 2 min … at most 30 min. No
 * jitter: each recipient's retry is its own, and the pace spreads a campaign's sends anyway.
 */
export const RETRY_BACKOFF: Backoff = { baseMs: 30_000, capMs: 30 * 60_000, jitter: "none" };

export function retryDelayMs(attempt: number): number {
  return backoff(attempt, RETRY_BACKOFF);
}
