import "server-only";
import { getDb, type Tx } from "@/db/client";
import { deriveDirty } from "./derive-dirty";
import { markDue } from "./mark-due";

const BATCH = 200;

/**
 * One pass of the SLA sweep: derive the clocks the triggers marked dirty (in batches, each its
 * own transaction), then mark and announce what fell due, in one transaction. Safe to run in
 * any number of processes at once (rows are taken SKIP LOCKED and marks set once); a process
 * that dies mid-pass leaves its rows dirty or unmarked for the next pass. `tx` and `companyId`
 * let a test run it inside its rolled-back transaction.
 */
export async function sweepSla(opts: { now?: Date; companyId?: string; tx?: Tx } = {}) {
  const now = opts.now ?? new Date();
  const run = <T>(fn: (tx: Tx) => Promise<T>) => (opts.tx ? fn(opts.tx) : getDb().transaction(fn));
  let derived = 0;
  for (let n = BATCH; n === BATCH; ) {
    n = await run((tx) => deriveDirty(tx, { now, companyId: opts.companyId, limit: BATCH }));
    derived += n;
  }
  const marked = await run((tx) => markDue(tx, { now, companyId: opts.companyId }));
  return { derived, marked };
}
