import "server-only";
import { asc, desc, eq, gte, inArray, isNotNull, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import { likeEscape, pgArray } from "@/db/sql";
import { contacts } from "@/db/schema";
import type { Ctx } from "@/lib/domain/context";
import { inCompany } from "@/lib/domain/tenancy";
import type { ContactFilters } from "./schemas";

/** The WHERE of a contact list, shared by the list, the export and bulk selection. */
export function contactWhere(ctx: Pick<Ctx, "companyId">, f: ContactFilters): SQL {
  const c = contacts;
  const where: (SQL | undefined)[] = [];
  if (f.search) {
    const pattern = `%${likeEscape(f.search)}%`;
    const digits = f.search.replace(/\D/g, "");
    where.push(
      or(
        sql`${c.name} ilike ${pattern}`,
        sql`${c.email} ilike ${pattern}`,
        digits.length >= 3 ? sql`${c.phone} like ${`%${digits}%`}` : undefined,
      ),
    );
  }
  if (f.tagIds?.length) {
    where.push(sql`exists (select 1 from contact_tags ct where ct.contact_id = ${c.id} and ct.tag_id = any(${pgArray(f.tagIds)}::text[]))`);
  }
  if (f.hasPhone !== undefined) where.push(f.hasPhone ? isNotNull(c.phone) : isNull(c.phone));
  if (f.hasEmail !== undefined) where.push(f.hasEmail ? isNotNull(c.email) : isNull(c.email));
  if (f.hasOrders !== undefined) where.push(f.hasOrders ? sql`${c.orderCount} > 0` : eq(c.orderCount, 0));
  if (f.channelType) where.push(eq(c.channelType, f.channelType));
  if (f.source?.length) where.push(inArray(c.source, f.source));
  if (f.status?.length) where.push(inArray(c.status, f.status));
  if (f.label?.length) where.push(inArray(c.label, f.label));
  if (f.lifecycleStage?.length) where.push(inArray(c.lifecycleStage, f.lifecycleStage));
  // Both values ask for everyone: no condition, so the opted-out partial index is only used when it narrows.
  if (f.marketingConsent?.length && new Set(f.marketingConsent).size === 1) where.push(eq(c.marketingConsent, f.marketingConsent[0]!));
  if (f.assignedAgentId) where.push(f.assignedAgentId === "none" ? isNull(c.assignedAgentId) : eq(c.assignedAgentId, f.assignedAgentId));
  if (f.minTotalSpent !== undefined) where.push(gte(c.totalSpent, f.minTotalSpent));
  if (f.maxTotalSpent !== undefined) where.push(lte(c.totalSpent, f.maxTotalSpent));
  if (f.lastInteractionAfter) where.push(gte(c.lastInteractionAt, f.lastInteractionAfter));
  if (f.lastInteractionBefore) where.push(lte(c.lastInteractionAt, f.lastInteractionBefore));
  if (f.createdAfter) where.push(gte(c.createdAt, f.createdAfter));
  if (f.createdBefore) where.push(lte(c.createdAt, f.createdBefore));
  return inCompany(c, ctx, ...where);
}

/** ORDER BY with the id as tie-breaker so pages never overlap. */
export function contactOrder(f: Pick<ContactFilters, "sortBy" | "sortOrder">): SQL[] {
  const dir = f.sortOrder === "asc" ? asc : desc;
  const key = f.sortBy === "name" ? sql`lower(${contacts.name})` : f.sortBy === "updatedAt" ? contacts.updatedAt : contacts.createdAt;
  return [dir(key), dir(contacts.id)];
}
