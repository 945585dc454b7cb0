import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { companies } from "@/db/schema";
import { AppError } from "@/lib/domain/errors";
import { insertCompany, insertUser } from "./create-company";
import { presentCompany } from "./present-company";
import type { SetupInput } from "./schemas";

// Serialises concurrent first-run requests so only one company can be created by setup.
const SETUP_LOCK = 7_310_115;

// Not verbs: first run happens before any company (or context) exists, so they use getDb().

export async function needsSetup(): Promise<boolean> {
  const [row] = await getDb().select({ n: sql<number>`count(*)::int` }).from(companies);
  return row.n === 0;
}

/** First run only: creates the company and its owner while no company exists (else 409). */
export async function runSetup({ input }: { input: SetupInput }) {
  return getDb().transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SETUP_LOCK})`);
    const [existing] = await tx.select({ n: sql<number>`count(*)::int` }).from(companies);
    if (existing.n > 0) throw AppError.conflict("Setup is already complete; sign in instead");
    const company = await insertCompany(tx, { name: input.companyName, slug: input.companySlug });
    const owner = await insertUser(tx, { companyId: company.id, name: input.name, email: input.email, password: input.password, role: "owner" });
    return { company: presentCompany(company), user: { id: owner.id, email: owner.email, name: owner.name, role: owner.role } };
  });
}
