import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { conversations } from "@/db/schema";
import { withTx, type Ctx } from "@/lib/domain/context";
import { inCompany } from "@/lib/domain/tenancy";
import { requirePolicy } from "./policies";

/**
 * Puts open conversations under a policy (the "Apply SLA policy" workflow node): a conversation
 * with another policy changes to this one, its clocks started afresh. Counted from the
 * conversation's start, as a policy applied later is in Zendesk, so the message that triggered
 * the workflow counts. Returns the conversations changed.
 */
export async function applySlaPolicy({ ctx, input }: { ctx: Ctx; input: { policyId: string; contactId: string } }): Promise<string[]> {
  return withTx(ctx, async (tctx) => {
    const policy = await requirePolicy(tctx, input.policyId, "policyId");
    const open = await tctx.tx
      .select({ id: conversations.id, createdAt: conversations.createdAt })
      .from(conversations)
      .where(inCompany(conversations, tctx, and(eq(conversations.contactId, input.contactId), eq(conversations.status, "OPEN"))));
    if (!open.length) return [];
    await tctx.tx.execute(sql`
      insert into conversation_slas (conversation_id, company_id, policy_id, applied_at)
      select x.id, ${tctx.companyId}, ${policy.id}, x.created_at from jsonb_to_recordset(${JSON.stringify(open)}::jsonb) as x(id text, created_at timestamptz)
      on conflict (conversation_id) do update set policy_id = excluded.policy_id, applied_at = excluded.applied_at,
        ${sql.raw(RESET)}, dirty = true, check_at = null, updated_at = now()
      where conversation_slas.policy_id <> excluded.policy_id`);
    return open.map((c) => c.id);
  });
}

const RESET = ["first", "next", "resolution"].flatMap((p) => ["started_at", "due_at", "warn_at", "met_at", "warned_at", "breached_at"].map((c) => `${p}_${c} = null`)).join(", ");
