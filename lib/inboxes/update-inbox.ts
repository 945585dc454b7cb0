import "server-only";
import { eq } from "drizzle-orm";
import { channelConnections } from "@/db/schema";
import { withTx, type Ctx } from "@/lib/domain/context";
import { inCompany } from "@/lib/domain/tenancy";
import { assertNotDeleted, inboxRowOrThrow } from "./get-inbox";
import { makeDefault } from "./make-default";
import { presentInbox } from "./present";
import type { UpdateInboxInput } from "./schemas";
import { mergeInboxSettings } from "./settings";
import { assertTeamInCompany } from "@/lib/teams/references";
import { requirePolicy } from "@/lib/sla/policies";

/** Renames an inbox, makes it its channel's default, gives it a team, or changes some of its settings' keys. */
export async function updateInbox({ ctx, id, input }: { ctx: Ctx; id: string; input: UpdateInboxInput }) {
  return withTx(ctx, async (tctx) => {
    const row = await inboxRowOrThrow(tctx, id);
    assertNotDeleted(row);
    const patch: Partial<typeof channelConnections.$inferInsert> = { updatedAt: new Date() };
    if (input.name !== undefined) patch.name = input.name;
    if (input.settings?.sla) await requirePolicy(tctx, input.settings.sla.policyId, "settings.sla.policyId");
    if (input.settings !== undefined) patch.settings = mergeInboxSettings(row.settings, input.settings);
    if (input.teamId !== undefined) {
      if (input.teamId !== null) await assertTeamInCompany(tctx.tx, tctx.companyId, input.teamId, "teamId");
      patch.teamId = input.teamId;
    }
    await tctx.tx.update(channelConnections).set(patch).where(inCompany(channelConnections, tctx, eq(channelConnections.id, id)));
    if (input.isDefault && !row.isDefault) await makeDefault(tctx, row);
    return presentInbox(await inboxRowOrThrow(tctx, id));
  });
}
