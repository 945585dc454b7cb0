import "server-only";
import { templates, templateStatusHistory, type Template } from "@/db/schema";
import { providerFor } from "@/lib/channels/chatapp/provider";
import { requireChatappConnection } from "@/lib/channels/chatapp/connection";
import { withTx, type Ctx } from "@/lib/domain/context";
import { byIdInCompany } from "@/lib/domain/tenancy";
import { newId } from "@/lib/ids";
import type { PlatformTemplate } from "@/lib/channels/chatapp/messaging/cloud-template-client";
import { platformCall } from "@/lib/channels/chatapp/messaging/upload-media";
import { TEMPLATE_CATEGORIES, type TemplateCategory } from "./enums";
import { fromCloudComponents } from "./from-cloud";
import { platformQuality, platformStatus } from "./platform-status";
import { findByNameLanguage, setTemplateStatus } from "./template-rows";

// 250 templates per business account is the platform's usual cap; this leaves room for 10,000.
const MAX_PAGES = 100;

const categoryOf = (c: string): TemplateCategory | null => ((TEMPLATE_CATEGORIES as readonly string[]).includes(c.toUpperCase()) ? (c.toUpperCase() as TemplateCategory) : null);
const reasonOf = (r: string | null) => (r && r.toUpperCase() !== "NONE" ? r : null);

/**
 * Pages through the platform's list: stored templates take the platform's status (kept as
 * history), quality, category, rejection reason and id; templates created outside the service
 * are imported. Templates here that the platform no longer lists are left as they are.
 */
export async function syncTemplates({ ctx }: { ctx: Ctx }) {
  const conn = await requireChatappConnection(ctx);
  const provider = providerFor(conn).templates;
  const result = { total: 0, imported: 0, updated: 0, unchanged: 0, pages: 0 };
  let after: string | null = null;
  do {
    const page = await platformCall(() => provider.list(after));
    result.pages += 1;
    for (const pt of page.data) {
      result.total += 1;
      const outcome = await syncOne(ctx, pt);
      result[outcome] += 1;
    }
    after = page.after;
  } while (after && result.pages < MAX_PAGES);
  return result;
}

async function syncOne(ctx: Ctx, pt: PlatformTemplate): Promise<"imported" | "updated" | "unchanged"> {
  return withTx(ctx, async (tctx) => {
    const { tx, companyId } = tctx;
    const local = await findByNameLanguage(tctx, pt.name, pt.language);
    const status = platformStatus(pt.status);
    const quality = platformQuality(pt.qualityScore);
    const reason = reasonOf(pt.rejectedReason);
    if (!local) {
      const { templateType, definition } = fromCloudComponents(pt.components);
      const id = newId("tpl");
      await tx.insert(templates).values({
        id,
        companyId,
        name: pt.name,
        language: pt.language,
        category: categoryOf(pt.category) ?? "UTILITY",
        templateType,
        definition,
        status: status?.status ?? "PENDING",
        quality: quality ?? "UNKNOWN",
        rejectionReason: status?.status === "REJECTED" ? reason : null,
        platformTemplateId: pt.id,
      });
      await tx.insert(templateStatusHistory).values({ companyId, templateId: id, status: status?.status ?? "PENDING", reason: reason ?? "imported from the platform", source: "sync" });
      return "imported";
    }
    const patch: Partial<Template> = {};
    if (local.platformTemplateId !== pt.id) patch.platformTemplateId = pt.id;
    if (quality && local.quality !== quality) patch.quality = quality;
    const category = categoryOf(pt.category);
    if (category && local.category !== category) patch.category = category;
    if (status?.status === "REJECTED" && local.status === "REJECTED" && reason && local.rejectionReason !== reason) patch.rejectionReason = reason;
    if (Object.keys(patch).length) await tx.update(templates).set(patch).where(byIdInCompany(templates, tctx, local.id));
    const moved = status ? await setTemplateStatus(tctx, local, { status: status.status, reason: status.status === "REJECTED" ? reason : status.note, source: "sync" }) : false;
    return moved || Object.keys(patch).length ? "updated" : "unchanged";
  });
}
