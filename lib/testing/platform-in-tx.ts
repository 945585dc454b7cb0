import type { Db, Tx } from "@/db/client";

/**
 * Some code reaches the database through getDb() instead of joining `ctx.tx`: the sandbox
 * platform's own store (templates it "reviews"), and inbound batches, which open their own
 * transaction under a system ctx. A domain test file that needs such code inside its
 * rolled-back transaction mocks the client with `routableDbClient` and wraps the call in
 * `inTestTx`: meanwhile getDb() answers the test's transaction (a transaction() it opens
 * becomes a savepoint), so the fresh company is visible and nothing is committed.
 *
 *   vi.mock("@/db/client", async (importOriginal) =>
 *     (await import("@/lib/testing/platform-in-tx")).routableDbClient(await importOriginal()));
 *
 * Only for code that runs its statements one after another: concurrent savepoints on one
 * transaction would interleave.
 */
let routed: Tx | null = null;

export function routableDbClient<M extends { getDb: () => Db }>(real: M): M {
  return { ...real, getDb: () => (routed as unknown as Db | null) ?? real.getDb() };
}

export async function inTestTx<T>(tx: Tx, fn: () => Promise<T>): Promise<T> {
  routed = tx;
  try {
    return await fn();
  } finally {
    routed = null;
  }
}
