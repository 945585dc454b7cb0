import "server-only";
import { sql } from "drizzle-orm";
import { ticketSlaPolicies } from "@/db/schema";
import { dbOf, type Ctx } from "@/lib/domain/context";
import { inCompany } from "@/lib/domain/tenancy";
import { DEFAULT_SLA_MINUTES, type SlaMinutes } from "./sla";

/** GET /tickets/sla-policy: the company's resolution targets, or the defaults. */
export async function getSlaPolicy({ ctx }: { ctx: Ctx }): Promise<SlaMinutes & { isDefault: boolean }> {
  const [row] = await dbOf(ctx).select().from(ticketSlaPolicies).where(inCompany(ticketSlaPolicies, ctx));
  if (!row) return { ...DEFAULT_SLA_MINUTES, isDefault: true };
  return { URGENT: row.urgentMinutes, HIGH: row.highMinutes, NORMAL: row.normalMinutes, LOW: row.lowMinutes, isDefault: false };
}

/** PUT /tickets/sla-policy: applies to tickets created or re-prioritised from now on (existing due times stay). */
export async function setSlaPolicy({ ctx, input }: { ctx: Ctx; input: SlaMinutes }) {
  const values = { urgentMinutes: input.URGENT, highMinutes: input.HIGH, normalMinutes: input.NORMAL, lowMinutes: input.LOW };
  await dbOf(ctx)
    .insert(ticketSlaPolicies)
    .values({ companyId: ctx.companyId, ...values })
    .onConflictDoUpdate({ target: ticketSlaPolicies.companyId, set: { ...values, updatedAt: sql`now()` } });
  return getSlaPolicy({ ctx });
}
