import { and, asc, eq, gt } from "drizzle-orm";
import { contactFieldKeys } from "@/db/schema";
import { dbOf, type Ctx } from "@/lib/domain/context";

/** Keys in use, from the counts every write keeps (no scan of the contacts). */
export async function listCustomFieldKeys({ ctx }: { ctx: Ctx }) {
  const rows = await dbOf(ctx)
    .select({ key: contactFieldKeys.key, usage: contactFieldKeys.usage })
    .from(contactFieldKeys)
    .where(and(eq(contactFieldKeys.companyId, ctx.companyId), gt(contactFieldKeys.usage, 0)))
    .orderBy(asc(contactFieldKeys.key));
  return { data: rows };
}
