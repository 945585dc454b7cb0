import "server-only";
import type { DbOrTx } from "@/db/client";
import { enqueue } from "@/lib/jobs/enqueue";

export const ROUTE_TASK = "routing:route";

/**
 * Asks for the company's waiting conversations to be handed out, in the caller's transaction
 * (a job is added exactly when the change that freed an agent or queued a conversation
 * commits). One pending job per company: asks while one waits join it, and an ask while one
 * runs adds the next (graphile-worker keeps a running job's key apart), so none is lost.
 */
export async function requestRouting(db: DbOrTx | undefined, companyId: string) {
  await enqueue(db, ROUTE_TASK, { companyId }, { jobKey: `routing:${companyId}`, jobKeyMode: "preserve_run_at" });
}
