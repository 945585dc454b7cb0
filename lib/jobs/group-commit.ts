/**
 * Group commit: calls that arrive while a batch is being written wait and go together in the
 * next one (one batch at a time), so the cost per item falls as load rises while a lone call
 * is never delayed (no timer: an idle writer starts at once). DataLoader batches per
 * event-loop tick instead, which under load still writes many small batches side by side.
 *
 * If a batch fails, its items are tried one by one, so one bad item fails only its own call.
 */
export function groupCommit<I, O>(write: (items: I[]) => Promise<O[]>, { max = 200 }: { max?: number } = {}) {
  type Waiting = { item: I; resolve: (o: O) => void; reject: (e: unknown) => void };
  const waiting: Waiting[] = [];
  let writing = false;

  async function run(batch: Waiting[]) {
    try {
      const out = await write(batch.map((w) => w.item));
      batch.forEach((w, i) => w.resolve(out[i]));
    } catch (err) {
      if (batch.length === 1) return batch[0].reject(err);
      for (const w of batch) {
        await write([w.item]).then(
          ([o]) => w.resolve(o),
          (e: unknown) => w.reject(e),
        );
      }
    }
  }

  function pump() {
    if (writing || !waiting.length) return;
    writing = true;
    void run(waiting.splice(0, max)).finally(() => {
      writing = false;
      pump();
    });
  }

  return (item: I) =>
    new Promise<O>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      pump();
    });
}
