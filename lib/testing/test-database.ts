import path from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { canConnect, embeddedServerUrl, startEmbeddedPostgres } from "@/db/embedded";
import { env } from "@/lib/config/env";

/**
 * A fresh, empty database for one test run: on the PostgreSQL server at TEST_DATABASE_URL
 * (default postgres://postgres@127.0.0.1:5432/postgres, as on CI) when it answers, otherwise
 * on an embedded server under .test-data/. drop() removes it afterwards.
 */
export async function createTestDatabase(label: string): Promise<{ url: string; drop(): Promise<void> }> {
  let adminUrl = env().TEST_DATABASE_URL;
  let stopEmbedded = async () => undefined as void;
  if (!(await canConnect(adminUrl))) {
    const port = env().TEST_EMBEDDED_PG_PORT;
    const server = await startEmbeddedPostgres({ dir: path.resolve(".test-data"), port });
    stopEmbedded = () => server.stop();
    adminUrl = embeddedServerUrl(port, "postgres");
  }
  const name = `svc_${label}_${Date.now().toString(36)}_${randomBytes(3).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists "${name}" with (force)`).catch(() => undefined);
      await c.end();
      await stopEmbedded();
    },
  };
}
