import { integer, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";

/**
 * One row per live worker process (the web process with WORKERS on, or `npm run worker`):
 * the graphile-worker ids it locks jobs under, and when it last said it was alive (database
 * time, so hosts' clocks do not matter). The sweeper (lib/jobs/heartbeat.ts) releases the
 * jobs of ids whose process stopped beating. Not tenant data: no company_id.
 */
export const workerHeartbeats = pgTable("worker_heartbeats", {
  processId: text().primaryKey(),
  workerIds: text().array().notNull(),
  host: text().notNull(),
  pid: integer().notNull(),
  startedAt: createdAt(),
  beatAt: createdAt(),
});

export type WorkerHeartbeat = typeof workerHeartbeats.$inferSelect;
