import "server-only";
import { and, eq, ne, sql } from "drizzle-orm";
import { otpCodes } from "@/db/schema";
import { withTx, type Ctx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import { inCompany } from "@/lib/domain/tenancy";
import { emitEvent } from "@/lib/events/emit";
import { consume } from "@/lib/http/rate-limit";
import { newId } from "@/lib/ids";
import { chooseRoute } from "./choose-route";
import { generateCode, hashCode } from "./code";
import { deliverCode } from "./deliver";
import { checkPhoneLimits } from "./phone-limits";
import type { SendOtpInput } from "./schemas";
import { getOtpSettings } from "./settings";

/** Whose send budget a call spends: the token, or the person (session or JWT). */
function senderKey(ctx: Ctx): string {
  const a = ctx.actor;
  return a.kind === "token" ? `tok:${a.tokenId}` : a.kind === "user" ? `usr:${a.userId}` : `sys:${ctx.companyId}`;
}

async function perSenderLimit(ctx: Ctx) {
  const rate = await consume("otp", senderKey(ctx));
  if (rate.limited) {
    throw new AppError("TOO_MANY_REQUESTS", `This credential sent ${rate.limit} codes in the last minute (the limit); retry in ${rate.retryAfter} s`, { reason: "sender_otp_limit", retryAfter: rate.retryAfter }, { "Retry-After": String(rate.retryAfter) });
  }
}

/**
 * otp:send. The channel and template (409 when nothing can carry a code), the per-credential
 * budget, the per-phone limits and the code's row (as SENDING) in one transaction; the send
 * through the channel's pipeline outside it; then, once the platform took it, the code becomes
 * the phone's one PENDING code (earlier ones SUPERSEDED) and otp.sent is emitted. A refused send
 * leaves the row FAILED (it still counts towards the phone's limits) and earlier codes usable.
 * The answer has one shape whatever the phone: nothing in it depends on a contact existing.
 */
export async function sendOtp({ ctx, input }: { ctx: Ctx; input: SendOtpInput }) {
  const settings = await getOtpSettings({ ctx });
  const route = await chooseRoute(ctx, input, settings);
  // Counted once a code can go: a refusal for a missing channel spends nothing.
  await perSenderLimit(ctx);
  const code = generateCode(settings.codeLength);
  const id = newId("otp");
  const expiresAt = new Date(Date.now() + settings.expiryMinutes * 60_000);

  const resendAvailableAt = await withTx(ctx, async (tctx) => {
    const next = await checkPhoneLimits(tctx, input.phone, settings);
    await tctx.tx.insert(otpCodes).values({ id, companyId: ctx.companyId, phone: input.phone, channel: route.channel, codeHash: hashCode(id, code), status: "SENDING", maxAttempts: settings.maxAttempts, expiresAt });
    return next;
  });

  let messageId: string;
  try {
    ({ messageId } = await deliverCode(ctx, input.phone, code, settings.expiryMinutes, route));
  } catch (err) {
    await withTx(ctx, ({ tx }) => tx.update(otpCodes).set({ status: "FAILED" }).where(inCompany(otpCodes, ctx, eq(otpCodes.id, id))));
    throw err;
  }

  await withTx(ctx, async ({ tx }) => {
    await tx
      .update(otpCodes)
      .set({ status: "SUPERSEDED" })
      .where(inCompany(otpCodes, ctx, and(eq(otpCodes.phone, input.phone), ne(otpCodes.id, id), sql`${otpCodes.status} in ('PENDING', 'SENDING')`)));
    await tx.update(otpCodes).set({ status: "PENDING", messageId }).where(inCompany(otpCodes, ctx, eq(otpCodes.id, id)));
    await emitEvent(tx, { companyId: ctx.companyId, event: "otp.sent", payload: { otp: { id, phone: `+${input.phone}`, channel: route.channel.toLowerCase(), messageId, expiresAt: expiresAt.toISOString() } } });
  });

  return { id, channel: route.channel, expiresAt: expiresAt.toISOString(), resendAvailableAt: resendAvailableAt.toISOString(), codeLength: settings.codeLength };
}
