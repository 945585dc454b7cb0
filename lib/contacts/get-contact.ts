import { eq } from "drizzle-orm";
import { contacts } from "@/db/schema";
import { inCompany } from "@/lib/http/company-scope";
import { dbOf, type Ctx } from "@/lib/http/context";
import { AppError } from "@/lib/http/errors";
import { agentJoin, contactColumns, presentContact } from "./present-contact";

export async function getContactOrThrow({ ctx, id }: { ctx: Ctx; id: string }) {
  const [row] = await dbOf(ctx)
    .select(contactColumns)
    .from(contacts)
    .leftJoin(...agentJoin)
    .where(inCompany(contacts, ctx, eq(contacts.id, id)));
  if (!row) throw AppError.notFound("Contact");
  return presentContact(row);
}
