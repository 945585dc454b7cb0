import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { companies, users } from "@/db/schema";
import { insertCompany, insertUser } from "@/lib/company/create-company";

export const DEMO_SLUG = "demo";
export const DEMO_PASSWORD = "demo-password";

/** The people of the demo company, one per role, all signing in with DEMO_PASSWORD. */
const PEOPLE = [
  { name: "Olivia Owner", email: "owner@demo.test", role: "owner" },
  { name: "Adam Admin", email: "admin@demo.test", role: "admin" },
  { name: "Amira Agent", email: "agent@demo.test", role: "agent" },
  { name: "Marco Marketer", email: "marketer@demo.test", role: "marketer" },
] as const;

/**
 * Creates the demo company and its team, or leaves them as they are when they exist, so the
 * seed can run again after later areas add their own sample data.
 */
export async function seedDemoCompany(db: Db) {
  let [company] = await db.select().from(companies).where(eq(companies.slug, DEMO_SLUG));
  company ??= await insertCompany(db, { name: "Demo Trading Co", slug: DEMO_SLUG });
  await db.update(companies).set({ timezone: "Asia/Dubai", website: "https://demo-trading.example", supportEmail: "support@demo-trading.example" }).where(eq(companies.id, company.id));
  for (const p of PEOPLE) {
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, p.email));
    if (!existing) await insertUser(db, { companyId: company.id, name: p.name, email: p.email, password: DEMO_PASSWORD, role: p.role });
  }
  return { company, people: PEOPLE.map((p) => p.email) };
}
