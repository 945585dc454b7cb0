import "server-only";
import { count, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from "drizzle-orm";
import { contacts, orders } from "@/db/schema";
import { dbOf, type Ctx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import { byIdInCompany, inCompany } from "@/lib/domain/tenancy";
import type { ListOrdersQuery } from "../schemas";
import { presentOrder } from "./present-order";

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);

function filters(q: Partial<ListOrdersQuery>): (SQL | undefined)[] {
  const where: (SQL | undefined)[] = [];
  if (q.search) {
    const like = `%${escapeLike(q.search)}%`;
    const digits = q.search.replace(/\D/g, "");
    where.push(or(ilike(orders.orderNumber, like), ilike(orders.customerName, like), ilike(orders.email, like), digits.length >= 3 ? ilike(orders.phone, `%${digits}%`) : undefined));
  }
  if (q.status?.length) where.push(inArray(orders.status, q.status));
  if (q.financialStatus?.length) where.push(inArray(orders.financialStatus, q.financialStatus));
  if (q.fulfillmentStatus?.length) where.push(inArray(orders.fulfillmentStatus, q.fulfillmentStatus));
  if (q.contactId) where.push(eq(orders.contactId, q.contactId));
  if (q.placedAfter) where.push(gte(orders.placedAt, q.placedAfter));
  if (q.placedBefore) where.push(lte(orders.placedAt, q.placedBefore));
  return where;
}

/** Orders, newest first, with their contact's name. */
export async function listOrders({ ctx, query }: { ctx: Ctx; query: ListOrdersQuery }) {
  const where = inCompany(orders, ctx, ...filters(query));
  const db = dbOf(ctx);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ o: orders, contactName: contacts.name })
      .from(orders)
      .leftJoin(contacts, eq(contacts.id, orders.contactId))
      .where(where)
      .orderBy(desc(orders.placedAt), desc(orders.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  return {
    data: rows.map((r) => presentOrder(r.o, r.contactName)),
    pagination: { page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit), totalIsExact: true },
  };
}

export async function getOrderRow(ctx: Ctx, id: string) {
  const [row] = await dbOf(ctx)
    .select({ o: orders, contactName: contacts.name })
    .from(orders)
    .leftJoin(contacts, eq(contacts.id, orders.contactId))
    .where(byIdInCompany(orders, ctx, id));
  if (!row) throw AppError.notFound("Order");
  return row;
}

export async function getOrder({ ctx, id }: { ctx: Ctx; id: string }) {
  const row = await getOrderRow(ctx, id);
  return presentOrder(row.o, row.contactName);
}

/** The orders of a set of store customers, newest first (for the customer detail). */
export async function ordersOfCustomer(ctx: Ctx, customerId: string) {
  const rows = await dbOf(ctx)
    .select({ o: orders, contactName: contacts.name })
    .from(orders)
    .leftJoin(contacts, eq(contacts.id, orders.contactId))
    .where(inCompany(orders, ctx, eq(orders.customerId, customerId)))
    .orderBy(desc(orders.placedAt), desc(orders.id))
    .limit(100);
  return rows.map((r) => presentOrder(r.o, r.contactName));
}

/** Next manual order number: M-1001, M-1002, … per company. */
export async function nextManualNumber(ctx: Ctx): Promise<string> {
  const [r] = await dbOf(ctx)
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(inCompany(orders, ctx, eq(orders.source, "MANUAL")));
  return `M-${1001 + r.n}`;
}
