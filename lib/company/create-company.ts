import "server-only";
import { companies, users, type Role } from "@/db/schema";
import { hashPassword } from "@/lib/auth/password";
import type { DbOrTx } from "@/db/client";
import { newId } from "@/lib/ids";
import { connectSandbox } from "@/lib/channels/chatapp/sandbox-connection";

export function slugify(name: string): string {
  const s = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40);
  return s.length >= 2 ? s : `company-${s}`.replace(/-$/, "");
}

/**
 * Creates a company row; used by first-run setup, the CLI and the seed. Not a verb: no
 * company context exists yet, so it takes the db (or the caller's tx) directly.
 */
export async function insertCompany(db: DbOrTx, input: { name: string; slug?: string }) {
  const [row] = await db
    .insert(companies)
    .values({ id: newId("co"), name: input.name, slug: input.slug ?? slugify(input.name) })
    .returning();
  await connectSandbox(db, row.id);
  return row;
}

export async function insertUser(db: DbOrTx, input: { companyId: string; name: string; email: string; password: string; role: Role }) {
  const [row] = await db
    .insert(users)
    .values({
      id: newId("usr"),
      companyId: input.companyId,
      name: input.name,
      email: input.email.trim().toLowerCase(),
      passwordHash: await hashPassword(input.password),
      role: input.role,
    })
    .returning();
  return row;
}
