import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "@/db/client";
import { companies, users } from "@/db/schema";
import { foldCompany } from "@/lib/analytics/fold";
import { insertCompany, insertUser } from "@/lib/company/create-company";
import { seedCampaign, seedWorkflow } from "./demo-automation";
import { seedContacts } from "./demo-contacts";
import { seedConversations } from "./demo-conversations";
import { seedTemplates, seedWebhook } from "./demo-extras";

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
 * Creates the demo company, its team and its sample data, or tops up what is missing: every
 * sample row has a fixed id and is inserted with ON CONFLICT DO NOTHING (templates and the
 * webhook are skipped when they exist), so a second run changes nothing and a run after a
 * partial one completes it. Rows people add or edit in the demo are left alone.
 */
export async function seedDemoCompany(db: Db) {
  let [company] = await db.select().from(companies).where(eq(companies.slug, DEMO_SLUG));
  company ??= await insertCompany(db, { name: "Demo Trading Co", slug: DEMO_SLUG });
  await db.update(companies).set({ timezone: "Asia/Dubai", website: "https://demo-trading.example", supportEmail: "support@demo-trading.example" }).where(eq(companies.id, company.id));
  for (const p of PEOPLE) {
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, p.email));
    if (!existing) await insertUser(db, { companyId: company.id, name: p.name, email: p.email, password: DEMO_PASSWORD, role: p.role });
  }
  // Conversations are handled by the people who answer them: the agent, the admin and the owner.
  const team = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.companyId, company.id), inArray(users.email, ["agent@demo.test", "admin@demo.test", "owner@demo.test", "marketer@demo.test"])));
  const agentIds = team.filter((u) => u.email !== "marketer@demo.test").sort((a, b) => a.email.localeCompare(b.email)).map((u) => u.id);
  await db.transaction(async (tx) => {
    await seedContacts(tx, company.id, agentIds);
    await seedConversations(tx, company.id, agentIds);
  });
  await seedTemplates(db, company.id);
  await seedWebhook(db, company.id);
  // The workflow first: the contacts it tagged were in the campaign's audience.
  await seedWorkflow(db, company.id);
  await seedCampaign(db, company.id, team.find((u) => u.email === "marketer@demo.test")?.id ?? agentIds[0]!);
  // The inserts marked their days stale (analytics triggers); fold now rather than waiting
  // for the worker, so the analytics pages show the history on first sight.
  await foldCompany(company.id);
  return { company, people: PEOPLE.map((p) => p.email) };
}
