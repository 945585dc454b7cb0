import "server-only";
import { desc, eq, sql } from "drizzle-orm";
import { otpCodes } from "@/db/schema";
import { withTx, type Ctx } from "@/lib/domain/context";
import { byIdInCompany, inCompany } from "@/lib/domain/tenancy";
import { emitEvent } from "@/lib/events/emit";
import { codeMatches } from "./code";
import type { VerifyOtpInput, VerifyOtpResult } from "./schemas";

// Compared against when the phone has no code, so that answer costs the same HMAC work.
const NO_CODE = { id: "otp_none", codeHash: "0".repeat(64) };

/**
 * otp:verify. The phone's latest code still in play, locked so concurrent tries count one by
 * one: past its expiry it answers expired, out of tries too_many_attempts; a match makes it
 * VERIFIED (once: a used code is gone) and emits otp.verified; a miss spends a try and the last
 * try kills it. A phone with no code, a used one or a superseded one answers invalid_code, like
 * a wrong code, so nothing tells whether the phone is known.
 */
export function verifyOtp({ ctx, input }: { ctx: Ctx; input: VerifyOtpInput }): Promise<VerifyOtpResult> {
  return withTx(ctx, async ({ tx }) => {
    const [row] = await tx
      .select()
      .from(otpCodes)
      .where(inCompany(otpCodes, ctx, eq(otpCodes.phone, input.phone), sql`${otpCodes.status} in ('PENDING', 'EXHAUSTED', 'VERIFIED')`))
      .orderBy(desc(otpCodes.createdAt))
      .limit(1)
      .for("update");
    const live = row?.status === "PENDING" ? row : null;
    const matches = codeMatches((live ?? NO_CODE).id, input.code, (live ?? NO_CODE).codeHash);
    if (row?.status === "EXHAUSTED") return { verified: false, reason: "too_many_attempts" };
    if (!live) return { verified: false, reason: "invalid_code" };
    if (live.expiresAt.getTime() <= Date.now()) return { verified: false, reason: "expired" };
    if (matches) {
      const verifiedAt = new Date();
      await tx.update(otpCodes).set({ status: "VERIFIED", verifiedAt, attempts: live.attempts + 1 }).where(byIdInCompany(otpCodes, ctx, live.id));
      await emitEvent(tx, { companyId: ctx.companyId, event: "otp.verified", payload: { otp: { id: live.id, phone: `+${live.phone}`, channel: live.channel.toLowerCase(), verifiedAt: verifiedAt.toISOString() } } });
      return { verified: true, verifiedAt: verifiedAt.toISOString() };
    }
    const attempts = live.attempts + 1;
    await tx
      .update(otpCodes)
      .set({ attempts, status: attempts >= live.maxAttempts ? "EXHAUSTED" : "PENDING" })
      .where(byIdInCompany(otpCodes, ctx, live.id));
    return { verified: false, reason: "invalid_code" };
  });
}
