import "server-only";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { getDb } from "@/db/client";

export interface EnqueueOptions {
  runAt?: Date;
  /** De-duplicates: a pending job with the same key is replaced instead of added again. */
  jobKey?: string;
  jobKeyMode?: "replace" | "preserve_run_at" | "unsafe_dedupe";
  /** Jobs of one queue run one at a time, in order. */
  queue?: string;
  maxAttempts?: number;
  priority?: number;
}

/**
 * Adds a graphile-worker job through its SQL function, so it joins the caller's transaction:
 * a job is enqueued exactly when the change that asked for it commits.
 */
export async function enqueue(db: DbOrTx | undefined, task: string, payload: object, opts: EnqueueOptions = {}) {
  await (db ?? getDb()).execute(sql`
    select graphile_worker.add_job(
      identifier => ${task},
      payload => ${JSON.stringify(payload)}::json,
      queue_name => ${opts.queue ?? null},
      run_at => ${opts.runAt?.toISOString() ?? null}::timestamptz,
      max_attempts => ${opts.maxAttempts ?? null}::int,
      job_key => ${opts.jobKey ?? null},
      priority => ${opts.priority ?? null}::int,
      job_key_mode => ${opts.jobKeyMode ?? "replace"}
    )`);
}
