import "server-only";
import { eq } from "drizzle-orm";
import { companies } from "@/db/schema";
import { dbOf, type Ctx } from "@/lib/domain/context";
import { checkAudience, countAudience } from "./audience";
import { approvedTemplate } from "./campaign-template";
import { estimateCost } from "./cost";
import type { AudienceInput } from "./schemas";

/** What a run would reach and cost; creates nothing. */
export async function previewCampaign({ ctx, input }: { ctx: Ctx; input: { templateId: string; audience: AudienceInput } }) {
  const template = await approvedTemplate(ctx, input.templateId);
  await checkAudience(ctx, input.audience);
  const [counts, [company]] = await Promise.all([
    countAudience(ctx, input.audience),
    dbOf(ctx).select({ rates: companies.messageRates }).from(companies).where(eq(companies.id, ctx.companyId)),
  ]);
  return { ...counts, estimatedCost: estimateCost(company?.rates, template.category, counts.audienceSize) };
}
