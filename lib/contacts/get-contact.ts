import "server-only";
import { eq, inArray, type SQL } from "drizzle-orm";
import { contacts } from "@/db/schema";
import { inCompany } from "@/lib/domain/tenancy";
import { dbOf, type Ctx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import { agentJoin, contactColumns, presentContact } from "./present-contact";

/** Contacts of the caller's company matching `where`, with tags and assignee. */
function contactsWhere(ctx: Ctx, where: SQL) {
  return dbOf(ctx)
    .select(contactColumns)
    .from(contacts)
    .leftJoin(...agentJoin)
    .where(inCompany(contacts, ctx, where));
}

/** One contact of the caller's company; exported so the benchmark's baseline runs the same SQL. */
export function contactByIdQuery(ctx: Ctx, id: string) {
  return contactsWhere(ctx, eq(contacts.id, id));
}

export async function getContactOrThrow({ ctx, id }: { ctx: Ctx; id: string }) {
  const [row] = await contactByIdQuery(ctx, id);
  if (!row) throw AppError.notFound("Contact");
  return presentContact(row);
}

/** Several contacts of the caller's company in one round trip, by id (missing ids are absent). */
export async function getContactsByIds({ ctx, ids }: { ctx: Ctx; ids: string[] }) {
  if (!ids.length) return new Map<string, ReturnType<typeof presentContact>>();
  const rows = await contactsWhere(ctx, inArray(contacts.id, ids));
  return new Map(rows.map((r) => [r.contact.id, presentContact(r)]));
}
