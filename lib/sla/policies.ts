import "server-only";
import { asc, sql } from "drizzle-orm";
import { channelConnections, slaPolicies, type SlaPolicy } from "@/db/schema";
import { dbOf, savepointIfJoined, type Ctx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import { byIdInCompany, inCompany } from "@/lib/domain/tenancy";
import { isUniqueViolation } from "@/lib/http/map-error";
import { newId } from "@/lib/ids";
import type { CreateSlaPolicyInput, SlaPolicyView, UpdateSlaPolicyInput } from "./schemas";

const WHAT = "SLA policy";
const t = slaPolicies;

function present(p: SlaPolicy, inboxIds: string[]): SlaPolicyView {
  return {
    id: p.id,
    name: p.name,
    description: p.description,
    firstResponseMinutes: p.firstResponseMinutes,
    nextResponseMinutes: p.nextResponseMinutes,
    resolutionMinutes: p.resolutionMinutes,
    businessHoursOnly: p.businessHoursOnly,
    inboxIds,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

/** Which live inboxes apply each policy (their settings' `sla.policyId`). */
async function inboxesByPolicy(ctx: Ctx): Promise<Map<string, string[]>> {
  const rows = await dbOf(ctx)
    .select({ id: channelConnections.id, policyId: sql<string>`${channelConnections.settings}->'sla'->>'policyId'` })
    .from(channelConnections)
    .where(inCompany(channelConnections, ctx, sql`${channelConnections.settings} ? 'sla'`, sql`${channelConnections.deletedAt} is null`));
  const map = new Map<string, string[]>();
  for (const r of rows) map.set(r.policyId, [...(map.get(r.policyId) ?? []), r.id]);
  return map;
}

export async function listSlaPolicies({ ctx }: { ctx: Ctx }) {
  const [rows, used] = await Promise.all([dbOf(ctx).select().from(t).where(inCompany(t, ctx)).orderBy(asc(sql`lower(${t.name})`)), inboxesByPolicy(ctx)]);
  return { data: rows.map((p) => present(p, used.get(p.id) ?? [])) };
}

export async function getSlaPolicy({ ctx, id }: { ctx: Ctx; id: string }) {
  const [row] = await dbOf(ctx).select().from(t).where(byIdInCompany(t, ctx, id));
  if (!row) throw AppError.notFound(WHAT);
  return present(row, (await inboxesByPolicy(ctx)).get(id) ?? []);
}

async function guardName<T>(ctx: Ctx, name: string | undefined, run: (ctx: Ctx) => Promise<T>): Promise<T> {
  try {
    return await savepointIfJoined(ctx, run);
  } catch (err) {
    if (isUniqueViolation(err, "sla_policies_company_name_key")) throw AppError.conflict(`An SLA policy named "${name}" already exists`, { field: "name" });
    throw err;
  }
}

export function createSlaPolicy({ ctx, input }: { ctx: Ctx; input: CreateSlaPolicyInput }) {
  return guardName(ctx, input.name, async (c) => {
    const id = newId("sla");
    await dbOf(c)
      .insert(t)
      .values({
        id,
        companyId: ctx.companyId,
        name: input.name,
        description: input.description ?? null,
        firstResponseMinutes: input.firstResponseMinutes ?? null,
        nextResponseMinutes: input.nextResponseMinutes ?? null,
        resolutionMinutes: input.resolutionMinutes ?? null,
        businessHoursOnly: input.businessHoursOnly ?? true,
      });
    return getSlaPolicy({ ctx: c, id });
  });
}

export function updateSlaPolicy({ ctx, id, input }: { ctx: Ctx; id: string; input: UpdateSlaPolicyInput }) {
  return guardName(ctx, input.name, async (c) => {
    const current = await getSlaPolicy({ ctx: c, id });
    const next = { ...current, ...Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) };
    if (next.firstResponseMinutes == null && next.nextResponseMinutes == null && next.resolutionMinutes == null)
      throw AppError.validation([{ path: "firstResponseMinutes", message: "a policy needs at least one target", in: "body" }]);
    await dbOf(c)
      .update(t)
      .set({
        name: next.name,
        description: next.description,
        firstResponseMinutes: next.firstResponseMinutes,
        nextResponseMinutes: next.nextResponseMinutes,
        resolutionMinutes: next.resolutionMinutes,
        businessHoursOnly: next.businessHoursOnly,
        updatedAt: new Date(),
      })
      .where(byIdInCompany(t, c, id));
    return getSlaPolicy({ ctx: c, id });
  });
}

export async function deleteSlaPolicy({ ctx, id }: { ctx: Ctx; id: string }) {
  const policy = await getSlaPolicy({ ctx, id });
  if (policy.inboxIds.length) throw AppError.conflict(`The SLA policy "${policy.name}" is applied by ${policy.inboxIds.length} inbox(es); choose another policy for them first`, { inboxIds: policy.inboxIds });
  await dbOf(ctx).delete(t).where(byIdInCompany(t, ctx, id));
  return { id, deleted: true as const };
}

/** A policy of the caller's company, or a 400 naming the field (inbox settings, workflow nodes). */
export async function requirePolicy(ctx: Ctx, id: string, field: string): Promise<SlaPolicy> {
  const [row] = await dbOf(ctx).select().from(t).where(byIdInCompany(t, ctx, id));
  if (!row) throw AppError.validation([{ path: field, message: `no SLA policy ${id} in this company` }]);
  return row;
}
