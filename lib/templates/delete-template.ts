import "server-only";
import { inArray } from "drizzle-orm";
import { templates } from "@/db/schema";
import { providerFor } from "@/lib/channels/chatapp/provider";
import { requireChatappConnection } from "@/lib/channels/chatapp/connection";
import { recordAudit } from "@/lib/audit/record-audit";
import { withTx, type Ctx } from "@/lib/domain/context";
import { inCompany } from "@/lib/domain/tenancy";
import { CloudApiError } from "@/lib/channels/graph/cloud-api-error";
import { toAppError } from "@/lib/channels/chatapp/messaging/to-app-error";
import { variantsOrThrow } from "./template-rows";
import { assertTemplatesUnused } from "@/lib/campaigns/templates-in-use";

// The platform's "no template by that name" (error 100, subcode 2593002): already gone there.
const NOT_ON_PLATFORM = 2593002;

/**
 * Every language of the name, on the platform first (unless a campaign still uses one: 409
 * before anything is touched): if the platform refuses, nothing is removed here, so the two never disagree about a template that still exists. The sends
 * stay in the ledger (messages keep the template's name).
 */
export async function deleteTemplate({ ctx, name }: { ctx: Ctx; name: string }) {
  const variants = await variantsOrThrow(ctx, name);
  await assertTemplatesUnused(ctx, variants.map((v) => v.id));
  const conn = await requireChatappConnection(ctx);
  try {
    await providerFor(conn).templates.delete(name);
  } catch (err) {
    if (!(err instanceof CloudApiError)) throw err;
    if (err.subcode !== NOT_ON_PLATFORM) throw toAppError(err);
  }
  await withTx(ctx, async (tctx) => {
    await tctx.tx.delete(templates).where(inCompany(templates, tctx, inArray(templates.id, variants.map((v) => v.id))));
    await recordAudit(tctx, { action: "template.deleted", target: { type: "template", id: variants[0]?.id ?? null, label: name }, details: { languages: variants.map((v) => v.language) } });
  });
  return { name, languages: variants.map((v) => v.language) };
}
