import "server-only";
import { asc, gt } from "drizzle-orm";
import { contactFieldKeys } from "@/db/schema";
import { dbOf, type Ctx } from "@/lib/domain/context";
import { inCompany } from "@/lib/domain/tenancy";

/** Keys in use, from the counts every write keeps (no scan of the contacts). */
export async function listCustomFieldKeys({ ctx }: { ctx: Ctx }) {
  const rows = await dbOf(ctx)
    .select({ key: contactFieldKeys.key, usage: contactFieldKeys.usage })
    .from(contactFieldKeys)
    .where(inCompany(contactFieldKeys, ctx, gt(contactFieldKeys.usage, 0)))
    .orderBy(asc(contactFieldKeys.key));
  return { data: rows };
}
