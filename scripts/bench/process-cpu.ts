import { readFileSync } from "node:fs";
import { getPool } from "@/db/client";

/**
 * CPU time spent by the parts of a benchmark over a window, read from /proc (Linux): a process
 * tree (a worker started through tsx, the web server), PostgreSQL's backends serving one
 * database, this process, and the whole machine. Tells where the time of a phase went.
 */

const TICK = 100; // USER_HZ: clock ticks per second on Linux

function ticks(pid: number): number {
  try {
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const rest = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return Number(rest[11]) + Number(rest[12]);
  } catch {
    return 0; // gone
  }
}

function tree(pid: number): number[] {
  const out: number[] = [];
  const todo = [pid];
  while (todo.length) {
    const p = todo.pop()!;
    out.push(p);
    try {
      todo.push(...readFileSync(`/proc/${p}/task/${p}/children`, "utf8").split(/\s+/).filter(Boolean).map(Number));
    } catch {
      // gone
    }
  }
  return out;
}

function machine() {
  const [, ...f] = readFileSync("/proc/stat", "utf8").split("\n")[0]!.trim().split(/\s+/).map(Number);
  const idle = f[3]! + f[4]!;
  const total = f.reduce((a, b) => a + b, 0);
  return { busy: total - idle, total };
}

async function backends(database: string): Promise<number[]> {
  const { rows } = await getPool().query<{ pid: number }>("select pid from pg_stat_activity where datname = $1", [database]);
  return rows.map((r) => r.pid);
}

export type CpuParts = Record<string, number>;

/**
 * Starts counting: `trees` names process trees by label (their members are read again at the
 * end, so children started meanwhile count from their start). `stop()` gives CPU seconds per
 * label, `postgres` (the database's backends), `bench` (this process) and the machine's busy %.
 */
export async function countCpu(trees: Record<string, number[]>, database: string) {
  const before = new Map<number, number>();
  const seen = (pids: number[]) => pids.forEach((p) => before.has(p) || before.set(p, ticks(p)));
  for (const roots of Object.values(trees)) seen(roots.flatMap(tree));
  seen(await backends(database));
  const self = process.cpuUsage();
  const m0 = machine();
  return {
    async stop(): Promise<CpuParts> {
      const spent = (pids: number[]) => Math.round((pids.reduce((a, p) => a + ticks(p) - (before.get(p) ?? 0), 0) / TICK) * 10) / 10;
      const out: CpuParts = {};
      for (const [label, roots] of Object.entries(trees)) out[label] = spent(roots.flatMap(tree));
      out.postgres = spent(await backends(database));
      const s = process.cpuUsage(self);
      out.bench = Math.round((s.user + s.system) / 1e5) / 10;
      const m1 = machine();
      out.machineBusyPct = Math.round(((m1.busy - m0.busy) / (m1.total - m0.total)) * 100);
      return out;
    },
  };
}
