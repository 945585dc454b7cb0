import { and, eq, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Ctx } from "./context";
import { dbOf } from "./context";
import { AppError } from "./errors";

type TenantTable = PgTable & { id: AnyPgColumn; companyId: AnyPgColumn };

/** `company_id = ctx.companyId AND …`: every tenant query starts here. */
export function inCompany(table: TenantTable, ctx: Pick<Ctx, "companyId">, ...conditions: (SQL | undefined)[]): SQL {
  return and(eq(table.companyId, ctx.companyId), ...conditions)!;
}

/** The row with this id in the caller's company; another company's id is a plain 404. */
export async function findInCompanyOrThrow<T extends TenantTable>(table: T, ctx: Ctx, id: string, what: string): Promise<T["$inferSelect"]> {
  const [row] = await dbOf(ctx)
    .select()
    .from(table as PgTable)
    .where(inCompany(table, ctx, eq(table.id, id)));
  if (!row) throw AppError.notFound(what);
  return row as T["$inferSelect"];
}
