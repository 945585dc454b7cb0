import "server-only";
import { and, eq, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Ctx } from "./context";
import { dbOf } from "./context";
import { AppError } from "./errors";

type CompanyTable = PgTable & { companyId: AnyPgColumn };
type TenantTable = CompanyTable & { id: AnyPgColumn };

/**
 * The one form of tenancy: every tenant read and write filters on the caller's company
 * through these helpers (a unit test lists the common ways of writing one by hand).
 */

/** `company_id = ctx.companyId AND …`: every tenant query starts here. */
export function inCompany(table: CompanyTable, ctx: Pick<Ctx, "companyId">, ...conditions: (SQL | undefined)[]): SQL {
  return and(eq(table.companyId, ctx.companyId), ...conditions)!;
}

/** The row with this id in the caller's company: `company_id = … AND id = …`. */
export function byIdInCompany(table: TenantTable, ctx: Pick<Ctx, "companyId">, id: string): SQL {
  return inCompany(table, ctx, eq(table.id, id));
}

/**
 * `alias.company_id = $1` for raw SQL (set-based statements and CTEs that Drizzle's builder
 * cannot express); without an alias, the bare column.
 */
export function companySql(ctx: Pick<Ctx, "companyId">, alias?: string): SQL {
  return alias ? sql`${sql.identifier(alias)}.company_id = ${ctx.companyId}` : sql`company_id = ${ctx.companyId}`;
}

/** The row with this id in the caller's company; another company's id is a plain 404. */
export async function findInCompanyOrThrow<T extends TenantTable>(table: T, ctx: Ctx, id: string, what: string): Promise<T["$inferSelect"]> {
  const [row] = await dbOf(ctx)
    .select()
    .from(table as PgTable)
    .where(byIdInCompany(table, ctx, id));
  if (!row) throw AppError.notFound(what);
  return row as T["$inferSelect"];
}
