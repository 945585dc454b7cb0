/** `npm run db:seed`: the demo company, its team and sample data (safe to run again). */
import { prepareDatabase } from "@/db/bootstrap";
import { closeDb, getDb } from "@/db/client";
import { validateEnv } from "@/lib/config/env";
import { DEMO_PASSWORD, seedDemoCompany } from "@/db/seed/demo-company";

async function main() {
  validateEnv(); // a bad variable stops here, named, before the database
  const db = await prepareDatabase();
  const { company, people } = await seedDemoCompany(getDb());
  await closeDb();
  await db.stop();
  console.log(`Seeded ${company.name} (${company.slug}). Sign in as ${people.join(", ")} with password "${DEMO_PASSWORD}".`);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
