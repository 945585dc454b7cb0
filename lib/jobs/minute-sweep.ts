/**
 * The crontab line of a sweep that runs every minute and never overlaps itself. Its jobs share
 * a queue (graphile-worker runs a queue's jobs one at a time) and a job key (the next minute's
 * job replaces one still waiting instead of adding another). Without them, a sweep that ran
 * longer than a minute (the analytics fold of a big day under campaign load) was joined by a
 * new one every minute, each waiting on the first one's locks while it held a worker slot and
 * a pooled connection: bench:campaigns found most of the worker's slots waiting so.
 */
export function minuteSweep(task: string): string {
  return `* * * * * ${task} ?max=1&queue=${task}&jobKey=${task}&jobKeyMode=preserve_run_at`;
}
