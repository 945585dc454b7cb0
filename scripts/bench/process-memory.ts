import { readFileSync } from "node:fs";

/** Resident memory of a process tree, read from /proc (Linux). */

function rssKb(pid: number): number {
  try {
    const m = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return m ? Number(m[1]) : 0;
  } catch {
    return 0; // gone
  }
}

function children(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/** RSS in MB of `pid` and its descendants (a cluster's web processes, a forked helper). */
export function treeRssMb(pid: number): number {
  let kb = 0;
  const todo = [pid];
  while (todo.length) {
    const p = todo.pop()!;
    kb += rssKb(p);
    todo.push(...children(p));
  }
  return Math.round((kb / 1024) * 10) / 10;
}

export interface MemorySample {
  /** Seconds since sampling started. */
  t: number;
  rssMb: number;
}

/** Samples every `everyMs` until stopped; the first sample is taken at once. */
export function sampleMemory(pid: number, everyMs = 5000) {
  const samples: MemorySample[] = [];
  const t0 = performance.now();
  const take = () => samples.push({ t: Math.round((performance.now() - t0) / 100) / 10, rssMb: treeRssMb(pid) });
  take();
  const timer = setInterval(take, everyMs);
  return {
    samples,
    stop() {
      clearInterval(timer);
      take();
      return samples;
    },
  };
}

/** Least-squares slope in MB per minute (0 with fewer than two samples). */
export function slopeMbPerMinute(samples: MemorySample[]): number {
  if (samples.length < 2) return 0;
  const n = samples.length;
  const mt = samples.reduce((s, x) => s + x.t, 0) / n;
  const mr = samples.reduce((s, x) => s + x.rssMb, 0) / n;
  const cov = samples.reduce((s, x) => s + (x.t - mt) * (x.rssMb - mr), 0);
  const varT = samples.reduce((s, x) => s + (x.t - mt) ** 2, 0);
  return varT ? Math.round((cov / varT) * 60 * 10) / 10 : 0;
}

/** First, max and last RSS, and the slope over the second half of the samples' time span. */
export function memorySummary(samples: MemorySample[]) {
  const end = samples.at(-1)?.t ?? 0;
  const secondHalf = samples.filter((s) => s.t >= end / 2);
  return {
    firstMb: samples[0]?.rssMb ?? 0,
    maxMb: Math.max(0, ...samples.map((s) => s.rssMb)),
    lastMb: samples.at(-1)?.rssMb ?? 0,
    secondHalfSlopeMbPerMin: slopeMbPerMinute(secondHalf),
    samples,
  };
}
