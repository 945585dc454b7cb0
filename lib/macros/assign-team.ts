import "server-only";
import { conversations } from "@/db/schema";
import { withTx, type Ctx } from "@/lib/domain/context";
import { byIdInCompany } from "@/lib/domain/tenancy";
import { getConversationOrThrow } from "@/lib/conversations/get-conversation";
import { assertTeamInCompany } from "@/lib/teams/references";

/**
 * A macro's "assign to a team": the conversation's team only (its agent stays). The team
 * routes (lib/routing) are another area's; this step needs just the checked update.
 */
export function assignConversationTeam({ ctx, id, teamId, field = "teamId" }: { ctx: Ctx; id: string; teamId: string; field?: string }) {
  return withTx(ctx, async (tctx) => {
    await getConversationOrThrow({ ctx: tctx, id });
    await assertTeamInCompany(tctx.tx, ctx.companyId, teamId, field);
    await tctx.tx.update(conversations).set({ teamId }).where(byIdInCompany(conversations, tctx, id));
    return getConversationOrThrow({ ctx: tctx, id });
  });
}
