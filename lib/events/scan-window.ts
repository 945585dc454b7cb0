/**
 * Where the dispatch loop of a process starts its scans of the outbox's pending index.
 *
 * Every event handed over leaves a dead entry in that index until a vacuum removes it, or
 * until a scan marks it, which it can only do once no transaction older than the delete is
 * open. A scan from the oldest id walks all of them: at campaign rates (about 9 events a send)
 * with a long transaction open (the analytics fold of a big day), that was hundreds of
 * thousands of entries per batch of 200, and the dispatcher fell minutes behind.
 *
 * So the loop starts at the highest id it handed over `trailMs` ago. Ids are taken when an
 * event is written: an event below that mark was written before one that had already
 * committed `trailMs` ago, so it is still pending only if its transaction has been open
 * longer than that (a large import), or its batch was rolled back. Those stragglers are
 * found by a scan from the oldest every `fullEveryMs` (the listener also wakes that often),
 * and by the minute sweep, which always scans from the oldest.
 */
export class ScanWindow {
  private readonly marks: { at: number; id: number }[] = [];
  private floor = 0;
  private fullAt = Number.NEGATIVE_INFINITY;

  constructor(private readonly opts: { trailMs: number; fullEveryMs: number; clock?: () => number }) {}

  private now() {
    return (this.opts.clock ?? Date.now)();
  }

  /** The lowest id the next batch looks at: 0 for a full scan. */
  start(): number {
    const now = this.now();
    if (now - this.fullAt >= this.opts.fullEveryMs) {
      this.fullAt = now;
      return 0;
    }
    while (this.marks.length && now - this.marks[0].at >= this.opts.trailMs) {
      this.floor = Math.max(this.floor, this.marks.shift()!.id + 1);
    }
    return this.floor;
  }

  /** A batch's highest id, once its transaction committed. */
  handedOver(maxId: number) {
    const last = this.marks[this.marks.length - 1];
    if (last && last.id >= maxId) return;
    this.marks.push({ at: this.now(), id: maxId });
  }
}
