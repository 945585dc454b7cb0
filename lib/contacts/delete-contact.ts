import "server-only";
import { contacts } from "@/db/schema";
import { byIdInCompany } from "@/lib/domain/tenancy";
import { withTx, type Ctx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { adjustFieldKeys, keyDelta } from "./field-keys";

/**
 * Deletes a contact for good (the right to erasure): its tag links, timeline, conversations
 * and messages go with it through ON DELETE CASCADE. Field-key counts are kept current.
 */
export async function deleteContact({ ctx, id }: { ctx: Ctx; id: string }) {
  return withTx(ctx, async (tctx) => {
    const { tx } = tctx;
    const [row] = await tx
      .delete(contacts)
      .where(byIdInCompany(contacts, ctx, id))
      .returning({ id: contacts.id, name: contacts.name, customFields: contacts.customFields });
    if (!row) throw AppError.notFound("Contact");
    await adjustFieldKeys(tx, ctx.companyId, keyDelta(row.customFields, null));
    await recordAudit(tctx, { action: "contact.deleted", target: { type: "contact", id: row.id, label: row.name } });
    return { id: row.id, deleted: true as const };
  });
}
