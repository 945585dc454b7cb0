import "server-only";
import { campaigns } from "@/db/schema";
import { withTx, type Ctx } from "@/lib/domain/context";
import { byIdInCompany } from "@/lib/domain/tenancy";
import { checkAudience } from "./audience";
import { approvedTemplate } from "./campaign-template";
import { lockCampaignRow, getCampaignOrThrow } from "./get-campaign";
import type { CampaignView, UpdateCampaignInput } from "./schemas";
import { assertFuture, assertMayDisablePacing } from "./settings-guard";
import { assertAllowed } from "./states";

/**
 * DRAFT and SCHEDULED campaigns only. scheduledAt moves the campaign between the two: a
 * future time schedules it, null makes it a draft again.
 */
export async function updateCampaign({ ctx, id, input }: { ctx: Ctx; id: string; input: UpdateCampaignInput }): Promise<CampaignView> {
  assertMayDisablePacing(ctx, input.pacingDisabled);
  assertFuture(input.scheduledAt);
  await withTx(ctx, async (tctx) => {
    const row = await lockCampaignRow(tctx, id);
    assertAllowed("update", row.status);
    if (input.templateId !== undefined) await approvedTemplate(tctx, input.templateId);
    if (input.audience) await checkAudience(tctx, input.audience);
    const scheduledAt = input.scheduledAt === undefined ? row.scheduledAt : input.scheduledAt;
    await tctx.tx
      .update(campaigns)
      .set({
        name: input.name,
        templateId: input.templateId,
        audience: input.audience,
        templateComponents: input.templateComponents === undefined ? undefined : input.templateComponents,
        scheduledAt,
        status: scheduledAt ? "SCHEDULED" : "DRAFT",
        messagesPerSecond: input.messagesPerSecond,
        messagesPerDay: input.messagesPerDay === undefined ? undefined : input.messagesPerDay,
        aiEnabled: input.aiEnabled,
        autoRetry: input.autoRetry,
        maxRetries: input.maxRetries,
        pacingDisabled: input.pacingDisabled,
      })
      .where(byIdInCompany(campaigns, tctx, id));
  });
  return getCampaignOrThrow({ ctx, id });
}
