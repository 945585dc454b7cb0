import "server-only";
import { asc, count, desc, eq, gte, inArray, like, lte, sql } from "drizzle-orm";
import { webhookDeliveries, webhookDeliveryAttempts } from "@/db/schema";
import { dbOf, type Ctx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import { byIdInCompany, companySql, inCompany } from "@/lib/domain/tenancy";
import { presentDelivery, presentDeliveryDetail } from "./present";
import type { ListDeliveriesQuery } from "./schemas";
import { getWebhookRow } from "./webhook-crud";

export async function listDeliveries({ ctx, webhookId, query }: { ctx: Ctx; webhookId: string; query: ListDeliveriesQuery }) {
  await getWebhookRow(ctx, webhookId);
  const d = webhookDeliveries;
  const event = query.event?.endsWith(".*") ? like(d.event, `${query.event.slice(0, -1).replace(/[%_\\]/g, "\\$&")}%`) : query.event && query.event !== "*" ? eq(d.event, query.event) : undefined;
  const where = inCompany(
    d,
    ctx,
    eq(d.webhookId, webhookId),
    query.status?.length ? inArray(d.status, query.status) : undefined,
    event,
    query.from ? gte(d.createdAt, query.from) : undefined,
    query.to ? lte(d.createdAt, query.to) : undefined,
  );
  const db = dbOf(ctx);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(d)
      .where(where)
      .orderBy(desc(d.createdAt), desc(d.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(d).where(where),
  ]);
  return {
    data: rows.map(presentDelivery),
    pagination: { page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit), totalIsExact: true },
  };
}

export async function getDeliveryRow(ctx: Ctx, webhookId: string, deliveryId: string) {
  const [row] = await dbOf(ctx)
    .select()
    .from(webhookDeliveries)
    .where(inCompany(webhookDeliveries, ctx, eq(webhookDeliveries.webhookId, webhookId), eq(webhookDeliveries.id, deliveryId)));
  if (!row) throw AppError.notFound("Delivery");
  return row;
}

export async function deliveryDetail(ctx: Ctx, deliveryId: string) {
  const db = dbOf(ctx);
  const [[row], attempts] = await Promise.all([
    db.select().from(webhookDeliveries).where(byIdInCompany(webhookDeliveries, ctx, deliveryId)),
    db.select().from(webhookDeliveryAttempts).where(inCompany(webhookDeliveryAttempts, ctx, eq(webhookDeliveryAttempts.deliveryId, deliveryId))).orderBy(asc(webhookDeliveryAttempts.attemptNumber)),
  ]);
  if (!row) throw AppError.notFound("Delivery");
  return presentDeliveryDetail(row, attempts);
}

export async function getDelivery({ ctx, webhookId, deliveryId }: { ctx: Ctx; webhookId: string; deliveryId: string }) {
  await getDeliveryRow(ctx, webhookId, deliveryId);
  return deliveryDetail(ctx, deliveryId);
}

/** Deliveries per hour by outcome over the last `hours`, gaps filled with zeros. */
export async function webhookStats({ ctx, webhookId, hours }: { ctx: Ctx; webhookId: string; hours: number }) {
  await getWebhookRow(ctx, webhookId);
  const rows = await dbOf(ctx).execute<{ hour: Date | string; succeeded: number; failed: number; pending: number; latency: number | null }>(sql`
    select h.hour,
      count(d.id) filter (where d.status = 'SUCCEEDED')::int as succeeded,
      count(d.id) filter (where d.status = 'FAILED')::int as failed,
      count(d.id) filter (where d.status in ('PENDING', 'RETRYING'))::int as pending,
      avg(d.last_duration_ms) filter (where d.status = 'SUCCEEDED')::float8 as latency
    from generate_series(date_trunc('hour', now()) - make_interval(hours => ${hours - 1}), date_trunc('hour', now()), interval '1 hour') as h(hour)
    left join webhook_deliveries d
      on ${companySql(ctx, "d")} and d.webhook_id = ${webhookId} and not d.is_test
      and d.created_at >= h.hour and d.created_at < h.hour + interval '1 hour'
    group by h.hour order by h.hour`);
  const buckets = rows.rows.map((r) => ({ hour: new Date(r.hour).toISOString(), succeeded: r.succeeded, failed: r.failed, pending: r.pending }));
  const totals = buckets.reduce((t, b) => ({ succeeded: t.succeeded + b.succeeded, failed: t.failed + b.failed, pending: t.pending + b.pending }), { succeeded: 0, failed: 0, pending: 0 });
  const finished = totals.succeeded + totals.failed;
  const lat = rows.rows.filter((r) => r.latency !== null);
  const weighted = lat.reduce((s, r) => s + Number(r.latency) * r.succeeded, 0);
  return {
    hours,
    buckets,
    totals,
    successRate: finished ? totals.succeeded / finished : null,
    avgLatencyMs: totals.succeeded ? Math.round(weighted / totals.succeeded) : null,
  };
}
