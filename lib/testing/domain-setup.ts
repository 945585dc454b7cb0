import type { TestProject } from "vitest/node";
import { createTestDatabase } from "./test-database";

declare module "vitest" {
  export interface ProvidedContext {
    domainDatabaseUrl: string;
  }
}

/**
 * The domain tier's database: one fresh, migrated database per run. Tests never commit to
 * it (each runs in a transaction that is rolled back), so files share it safely.
 */
export default async function setup(project: TestProject) {
  const db = await createTestDatabase("domain");
  process.env.DATABASE_URL = db.url;
  const { migrateDatabase } = await import("@/db/migrate");
  const { closeDb } = await import("@/db/client");
  await migrateDatabase();
  await closeDb();
  project.provide("domainDatabaseUrl", db.url);
  return async () => {
    await db.drop();
  };
}
