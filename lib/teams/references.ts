import "server-only";
import type { DbOrTx } from "@/db/client";
import { teams } from "@/db/schema";
import { AppError } from "@/lib/domain/errors";
import { byIdInCompany } from "@/lib/domain/tenancy";

/** A team named in a body must be the company's own; another company's id reads as unknown. */
export async function assertTeamInCompany(db: DbOrTx, companyId: string, teamId: string, field: string) {
  const [row] = await db.select({ id: teams.id, name: teams.name }).from(teams).where(byIdInCompany(teams, { companyId }, teamId));
  if (!row) throw AppError.validation([{ path: field, message: `unknown team ${teamId}` }]);
  return row;
}
