/** `npm run db:migrate`: applies the committed migrations (the app also does this at start). */
import { prepareDatabase } from "@/db/bootstrap";
import { closeDb } from "@/db/client";
import { validateEnv } from "@/lib/config/env";

async function main() {
  validateEnv(); // a bad variable stops here, named, before the database
  const db = await prepareDatabase();
  await closeDb();
  await db.stop();
  console.log("migrations applied");
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
