import { windowOf } from "@/lib/conversations/present";
import type { WindowState } from "../types";

/**
 * Chatapp's customer-service window: free-form messages within 24 hours of the customer's
 * last message; outside it (or before the customer ever wrote) only an approved template.
 * No tag opens it longer.
 */
export function chatappWindow(lastInboundAt: Date | null, _opts: { tag?: string | null } = {}, now = Date.now()): WindowState {
  if (!lastInboundAt) return { open: false, expiresAt: null, via: null, reason: "The customer has never written on this number; only an approved template can start the conversation" };
  const w = windowOf(lastInboundAt, now);
  if (w.open) return { open: true, expiresAt: w.expiresAt, via: "standard", reason: "The customer wrote in the last 24 hours" };
  return { open: false, expiresAt: w.expiresAt, via: null, reason: "More than 24 hours since the customer's last message; only an approved template can reopen the conversation" };
}
