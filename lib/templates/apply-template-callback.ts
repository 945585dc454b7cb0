import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { channelConnections, templates } from "@/db/schema";
import { systemCtx, withTx } from "@/lib/domain/context";
import { byIdInCompany, inCompany } from "@/lib/domain/tenancy";
import { log } from "@/lib/log";
import { TEMPLATE_CATEGORIES, type TemplateCategory } from "./enums";
import { platformQuality, platformStatus } from "./platform-status";
import { findByNameLanguage, setTemplateStatus } from "./template-rows";

/** The template fields of the Cloud API's business-account webhook. */
export const TEMPLATE_CALLBACK_FIELDS = new Set(["message_template_status_update", "message_template_quality_update", "template_category_update"]);

type Value = Record<string, unknown>;
const s = (v: unknown) => (typeof v === "string" && v ? v : typeof v === "number" ? String(v) : null);

// The platform's business-account id is global: the callback names no company, so this one
// read spans them all (each company's change below runs in its own transaction).
async function companiesForWaba(wabaId: string): Promise<string[]> {
  // Distinct: a company's numbers (inboxes) share its business account.
  const rows = await getDb()
    .selectDistinct({ companyId: channelConnections.companyId })
    .from(channelConnections)
    .where(and(eq(channelConnections.channel, "CHATAPP"), sql`${channelConnections.identifiers} ->> 'wabaId' = ${wabaId}`));
  return rows.map((r) => r.companyId);
}

/** "SCAM: The template promises …": the platform's code, then its words when it gives them. */
function rejectionText(v: Value): string | null {
  const code = s(v.reason);
  const info = s((v.rejection_info as Value | undefined)?.reason);
  const parts = [code && code.toUpperCase() !== "NONE" ? code : null, info].filter(Boolean);
  return parts.length ? parts.join(": ") : null;
}

/**
 * A template change the platform reports for a business account: status (with history),
 * quality or category. Templates are found by platform id, else by name and language (the
 * callback can beat the create call's answer). Unknown templates are left for sync to import.
 */
export async function applyTemplateCallback(wabaId: string, field: string, v: Value): Promise<"applied" | "unchanged" | "unknown"> {
  const platformId = s(v.message_template_id);
  const name = s(v.message_template_name);
  const language = s(v.message_template_language);
  let outcome: "applied" | "unchanged" | "unknown" = "unknown";
  for (const companyId of await companiesForWaba(wabaId)) {
    const changed = await withTx(systemCtx(companyId, "Chatapp template review"), async (tctx) => {
      const { tx } = tctx;
      const [byId] = platformId ? await tx.select().from(templates).where(inCompany(templates, tctx, eq(templates.platformTemplateId, platformId))) : [];
      const t = byId ?? (name && language ? await findByNameLanguage(tctx, name, language) : null);
      if (!t) return null;
      if (field === "message_template_status_update") {
        const status = platformStatus(s(v.event));
        if (!status) return false;
        const reason = status.status === "REJECTED" ? rejectionText(v) : (s((v.other_info as Value | undefined)?.title) ?? status.note);
        const moved = await setTemplateStatus(tctx, t, { status: status.status, reason, source: "callback" });
        if (!t.platformTemplateId && platformId) await tx.update(templates).set({ platformTemplateId: platformId }).where(byIdInCompany(templates, tctx, t.id));
        return moved;
      }
      if (field === "message_template_quality_update") {
        const quality = platformQuality(s(v.new_quality_score));
        if (!quality || quality === t.quality) return false;
        await tx.update(templates).set({ quality }).where(byIdInCompany(templates, tctx, t.id));
        return true;
      }
      const category = s(v.new_category)?.toUpperCase();
      if (!category || !(TEMPLATE_CATEGORIES as readonly string[]).includes(category) || category === t.category) return false;
      await tx.update(templates).set({ category: category as TemplateCategory }).where(byIdInCompany(templates, tctx, t.id));
      return true;
    });
    if (changed === null) continue;
    outcome = changed ? "applied" : outcome === "applied" ? "applied" : "unchanged";
  }
  if (outcome === "unknown") log.info("chatapp template callback for a template not stored here", { field, wabaId, name, language });
  return outcome;
}
