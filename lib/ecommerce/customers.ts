import "server-only";
import { count, desc, ilike, or, sql } from "drizzle-orm";
import type { z } from "zod";
import { storeCustomers, type StoreCustomer } from "@/db/schema";
import { dbOf, type Ctx } from "@/lib/domain/context";
import { findInCompanyOrThrow, inCompany } from "@/lib/domain/tenancy";
import { ordersOfCustomer } from "./orders/read-orders";
import type { listCustomersQuery } from "./schemas";

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);

// Computed from the customer's orders (the outer table named in full: Drizzle leaves a lone table's columns unqualified) (not cancelled, refunds taken off), like the contact's.
const orderCount = sql<number>`(select count(*)::int from orders o where o.customer_id = store_customers.id and o.status <> 'CANCELLED')`;
const totalSpent = sql<number>`(select coalesce(sum(case when o.status = 'REFUNDED' then 0 else greatest(o.total - o.refunded_amount, 0) end), 0)::float8 from orders o where o.customer_id = store_customers.id and o.status <> 'CANCELLED')`;

function present(c: StoreCustomer, stats: { orderCount: number; totalSpent: number }) {
  return {
    id: c.id,
    connectionId: c.connectionId,
    externalId: c.externalId,
    email: c.email,
    phone: c.phone,
    firstName: c.firstName,
    lastName: c.lastName,
    contactId: c.contactId,
    acceptsMarketing: c.acceptsMarketing,
    orderCount: Number(stats.orderCount),
    totalSpent: Number(stats.totalSpent),
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}

/** GET /api/v1/ecommerce/customers: store customers, newest first, with their order totals. */
export async function listStoreCustomers({ ctx, query }: { ctx: Ctx; query: z.infer<typeof listCustomersQuery> }) {
  const like = query.search ? `%${escapeLike(query.search)}%` : null;
  const digits = query.search?.replace(/\D/g, "") ?? "";
  const where = inCompany(
    storeCustomers,
    ctx,
    like
      ? or(
          ilike(storeCustomers.email, like),
          digits.length >= 3 ? ilike(storeCustomers.phone, `%${digits}%`) : undefined,
          sql`(coalesce(${storeCustomers.firstName}, '') || ' ' || coalesce(${storeCustomers.lastName}, '')) ilike ${like}`,
        )
      : undefined,
  );
  const db = dbOf(ctx);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ c: storeCustomers, orderCount, totalSpent })
      .from(storeCustomers)
      .where(where)
      .orderBy(desc(storeCustomers.createdAt), desc(storeCustomers.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(storeCustomers).where(where),
  ]);
  return {
    data: rows.map((r) => present(r.c, r)),
    pagination: { page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit), totalIsExact: true },
  };
}

/** GET /api/v1/ecommerce/customers/{id}: the customer with its orders (newest 100). */
export async function getStoreCustomer({ ctx, id }: { ctx: Ctx; id: string }) {
  const c = await findInCompanyOrThrow(storeCustomers, ctx, id, "Store customer");
  const list = await ordersOfCustomer(ctx, c.id);
  const counted = list.filter((o) => o.status !== "CANCELLED");
  const spent = counted.reduce((s, o) => s + (o.status === "REFUNDED" ? 0 : Math.max(o.total - o.refundedAmount, 0)), 0);
  return { ...present(c, { orderCount: counted.length, totalSpent: Math.round(spent * 100) / 100 }), orders: list };
}

