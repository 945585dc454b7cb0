import type { Ctx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";

/** Pacing off is for load tests: only an owner or admin, signed in (not an API token), may set it. */
export function assertMayDisablePacing(ctx: Ctx, pacingDisabled: boolean | undefined) {
  if (!pacingDisabled) return;
  const a = ctx.actor;
  const ok = a.kind === "system" || (a.kind === "user" && (a.role === "owner" || a.role === "admin"));
  if (!ok) throw new AppError("FORBIDDEN", "pacingDisabled: only an owner or admin, signed in, may turn pacing off (it is meant for load tests)", { field: "pacingDisabled" });
}

/** A scheduled time must lie ahead: a past one would start the campaign at once, unasked. */
export function assertFuture(at: Date | null | undefined, now = new Date()) {
  if (at && at.getTime() <= now.getTime()) {
    throw AppError.validation([{ path: "scheduledAt", message: "must be in the future (omit it for a draft, or run the campaign to send now)", in: "body" }]);
  }
}
