/**
 * A copy of one of an inbound batch's messages was stored by another transaction first (the
 * platform re-sent a callback while the first was being written): the batch rolls back.
 */
export class ConcurrentCopy extends Error {}

/** Runs an inbound batch again after a concurrent copy; the next attempt sees the copy as known. */
export async function retryOnConcurrentCopy<T>(attempt: () => Promise<T>, times = 5): Promise<T> {
  for (let n = 1; ; n++) {
    try {
      return await attempt();
    } catch (err) {
      if (!(err instanceof ConcurrentCopy) || n >= times) throw err;
    }
  }
}
