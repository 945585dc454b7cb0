import "server-only";
import { inArray } from "drizzle-orm";
import { campaigns } from "@/db/schema";
import { dbOf, type Ctx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import { inCompany } from "@/lib/domain/tenancy";

/**
 * A template a campaign still names cannot go: the campaign would fail mid-run, and its
 * history would lose what it sent. 409 naming the campaigns; deleting them (or pointing a
 * draft at another template) frees it. Finished campaigns count too: they keep their template.
 */
export async function assertTemplatesUnused(ctx: Ctx, templateIds: string[]) {
  const using = await dbOf(ctx)
    .select({ id: campaigns.id, name: campaigns.name, status: campaigns.status })
    .from(campaigns)
    .where(inCompany(campaigns, ctx, inArray(campaigns.templateId, templateIds)))
    .limit(5);
  if (!using.length) return;
  throw AppError.conflict(`The template is used by ${using.length === 5 ? "at least 5 campaigns" : `${using.length} campaign${using.length > 1 ? "s" : ""}`} (${using.map((c) => c.name).join(", ")}); delete them first`, {
    reason: "template_in_use",
    campaigns: using,
  });
}
