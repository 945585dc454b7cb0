import "server-only";
import { campaigns } from "@/db/schema";
import { actorUserId, withTx, type Ctx } from "@/lib/domain/context";
import { newId } from "@/lib/ids";
import { checkAudience } from "./audience";
import { approvedTemplate } from "./campaign-template";
import { presentCampaign, zeroCounts } from "./present";
import type { CampaignView, CreateCampaignInput } from "./schemas";
import { assertFuture, assertMayDisablePacing } from "./settings-guard";

/** A DRAFT, or a SCHEDULED campaign when scheduledAt is given (it must be ahead). */
export async function createCampaign({ ctx, input }: { ctx: Ctx; input: CreateCampaignInput }): Promise<CampaignView> {
  assertMayDisablePacing(ctx, input.pacingDisabled);
  assertFuture(input.scheduledAt);
  return withTx(ctx, async (tctx) => {
    const template = await approvedTemplate(tctx, input.templateId);
    await checkAudience(tctx, input.audience);
    const [row] = await tctx.tx
      .insert(campaigns)
      .values({
        id: newId("cmp"),
        companyId: ctx.companyId,
        name: input.name,
        templateId: template.id,
        audience: input.audience,
        templateComponents: input.templateComponents ?? null,
        scheduledAt: input.scheduledAt ?? null,
        messagesPerSecond: input.messagesPerSecond ?? 10,
        messagesPerDay: input.messagesPerDay ?? null,
        aiEnabled: input.aiEnabled ?? false,
        pacingDisabled: input.pacingDisabled ?? false,
        status: input.scheduledAt ? "SCHEDULED" : "DRAFT",
        createdById: actorUserId(ctx.actor),
      })
      .returning();
    return presentCampaign(row, { id: template.id, name: template.name, language: template.language, category: template.category, status: template.status }, zeroCounts());
  });
}
