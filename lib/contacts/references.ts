import "server-only";
import { inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { tags, users } from "@/db/schema";
import { AppError } from "@/lib/domain/errors";
import { byIdInCompany, inCompany } from "@/lib/domain/tenancy";
import { isUniqueViolation } from "@/lib/http/map-error";

/** Every tag id must be one of the company's tags; the 400 names the field. */
export async function assertTagsInCompany(db: DbOrTx, companyId: string, tagIds: string[], field = "tagIds") {
  const unique = [...new Set(tagIds)];
  if (!unique.length) return [];
  // In the order contact reads list tags (lower(name)), so a new contact is shown without a re-read.
  const found = await db
    .select({ id: tags.id, name: tags.name, color: tags.color })
    .from(tags)
    .where(inCompany(tags, { companyId }, inArray(tags.id, unique)))
    .orderBy(sql`lower(${tags.name})`);
  const known = new Set(found.map((t) => t.id));
  const missing = unique.filter((id) => !known.has(id));
  if (missing.length) throw AppError.validation([{ path: field, message: `unknown tag ${missing.slice(0, 5).join(", ")}` }]);
  return found;
}

/** Every id must be a user of the company; the 400 names each wrong one by its index. Repeats count once. */
export async function assertUsersInCompany(db: DbOrTx, companyId: string, ids: string[], field: string) {
  const unique = [...new Set(ids)];
  if (!unique.length) return [];
  const found = await db.select({ id: users.id, name: users.name }).from(users).where(inCompany(users, { companyId }, inArray(users.id, unique)));
  const known = new Set(found.map((u) => u.id));
  const problems = ids.flatMap((id, i) => (known.has(id) ? [] : [{ path: `${field}.${i}`, message: "is not a user of this company" }]));
  if (problems.length) throw AppError.validation(problems);
  return found;
}

/** The agent must be a user of the same company; returns their name. */
export async function assertAgentInCompany(db: DbOrTx, companyId: string, agentId: string, field: string) {
  const [user] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(byIdInCompany(users, { companyId }, agentId));
  if (!user) throw AppError.validation([{ path: field, message: "must be a user of this company" }]);
  return user;
}

/** A unique violation on the phone index becomes a 409 naming the field. */
export function isPhoneConflict(err: unknown): boolean {
  return isUniqueViolation(err, "contacts_company_phone_key");
}

export function phoneConflict(): AppError {
  return AppError.conflict("Another contact of this company has this phone number", { field: "phone" });
}
