import "server-only";
import { leads } from "@/db/schema";
import { dbOf, type Ctx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import { byIdInCompany } from "@/lib/domain/tenancy";
import { presentLead, selectLeads, type LeadRow } from "./present";

/** The lead with its names; another company's id is a 404. */
export async function getLeadRowOrThrow({ ctx, id, lock = false }: { ctx: Ctx; id: string; lock?: boolean }): Promise<LeadRow> {
  const q = selectLeads(dbOf(ctx)).where(byIdInCompany(leads, ctx, id));
  const [row] = lock ? await q.for("update", { of: leads }) : await q;
  if (!row) throw AppError.notFound("Lead");
  return row;
}

export async function getLead({ ctx, id }: { ctx: Ctx; id: string }) {
  return presentLead(await getLeadRowOrThrow({ ctx, id }));
}
