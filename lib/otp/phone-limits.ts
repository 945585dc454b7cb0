import "server-only";
import { and, eq, gt, sql } from "drizzle-orm";
import { otpCodes } from "@/db/schema";
import type { TxCtx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import { inCompany } from "@/lib/domain/tenancy";
import type { OtpSettings } from "./schemas";

const HOUR_MS = 3_600_000;

const tooMany = (message: string, reason: string, retryAt: number) => {
  const retryAfter = Math.max(1, Math.ceil((retryAt - Date.now()) / 1000));
  return new AppError("TOO_MANY_REQUESTS", `${message}; retry in ${retryAfter} s`, { reason, retryAfter }, { "Retry-After": String(retryAfter) });
};

/**
 * The per-phone limits, under a transaction lock on the phone so two racing sends count each
 * other: the resend cooldown after the last send and the cap on sends in any hour. Every send
 * tried counts (a failed one too), so a refused platform call cannot be used to go around them.
 * Answers when the next send is allowed.
 */
export async function checkPhoneLimits(ctx: TxCtx, phone: string, settings: OtpSettings): Promise<Date> {
  await ctx.tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`otp:${ctx.companyId}:${phone}`}, 0))`);
  const now = Date.now();
  const recent = await ctx.tx
    .select({ createdAt: otpCodes.createdAt })
    .from(otpCodes)
    .where(inCompany(otpCodes, ctx, and(eq(otpCodes.phone, phone), gt(otpCodes.createdAt, new Date(now - HOUR_MS)))))
    .orderBy(otpCodes.createdAt);
  const last = recent.at(-1)?.createdAt.getTime();
  const cooldownMs = settings.resendCooldownSeconds * 1000;
  if (last !== undefined && now - last < cooldownMs) throw tooMany(`A code was sent to this phone less than ${settings.resendCooldownSeconds} s ago`, "resend_cooldown", last + cooldownMs);
  if (recent.length >= settings.maxSendsPerHour) throw tooMany(`This phone was sent ${recent.length} codes in the last hour (the limit)`, "phone_hourly_limit", recent[recent.length - settings.maxSendsPerHour].createdAt.getTime() + HOUR_MS);
  return new Date(now + cooldownMs);
}
