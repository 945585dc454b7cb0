/** bench:workflows' table and verdict against the issue's targets. */
import type { CpuParts } from "./process-cpu";
import type { runBaseline } from "./workflow-baseline";
import type { engineFigures, integrity } from "./workflow-figures";

export const TARGET = { runsPerSecond: 500, latenessP95Ms: 1000 };

type EngineFigures = Awaited<ReturnType<typeof engineFigures>>;
type Integrity = Awaited<ReturnType<typeof integrity>>;
export type Cpu = CpuParts & { wallSeconds: number };

export interface Split {
  startPathAlone: { runs: number; seconds: number; runsPerSecond: number; cpuSeconds: Cpu };
  engineAlone: { timedOut: boolean; completed: number; failed: number; steps: EngineFigures["steps"]; delayLatenessMs: EngineFigures["delayLatenessMs"]; integrity: Integrity; cpuSeconds: Cpu };
}

export interface Report {
  workers: number;
  concurrency: number;
  dbPoolMax: number;
  engine: EngineFigures;
  cpuSeconds: Cpu;
  integrity: Integrity;
  statuses: { posted: number; settledSecondsAfterLastRun: number };
  baseline: Awaited<ReturnType<typeof runBaseline>> & { platformSends: number; cpuSeconds: Cpu };
  split: Split | null;
}

/** "worker 80 s, web 9 s, PostgreSQL 40 s, bench 3 s of 168 s (machine 97 % busy)" */
const cpuLine = (c: Cpu) =>
  `${Object.entries(c)
    .filter(([k]) => k !== "wallSeconds" && k !== "machineBusyPct")
    .map(([k, v]) => `${k === "postgres" ? "PostgreSQL" : k} ${v} s`)
    .join(", ")} of ${c.wallSeconds} s (machine ${c.machineBusyPct} % busy)`;

/**
 * The figures as a Markdown table, then one line against the targets, and where the time went
 * when a target is missed.
 */
export function printReport(r: Report): { startOk: boolean; lateOk: boolean; exact: boolean } {
  const e = r.engine;
  const i = r.integrity;
  const sp = r.split;
  const dupes = i.duplicates + i.repeatedMessageIds + i.runsPerContactNot1 + i.sendStepsPerRunNodeNot1 + i.messagesPerRunNodeNot1;
  const rows: [string, string][] = [
    [`runs started/s (burst commit → last run created)`, `**${e.start.runsPerSecond}** (${e.runs.toLocaleString("en")} runs in ${((e.start.burstToLastRunCreatedMs ?? NaN) / 1000).toFixed(1)} s; first run ${e.start.burstToFirstRunMs} ms after the commit; ${e.start.dispatchTransactions} dispatch transactions)`],
    [`runs started/s once the first run existed`, `${e.start.runsPerSecondOnceStarted}`],
    [`steps/s, all six kinds, first step → last`, `**${e.steps.perSecond}** (${e.steps.succeeded.toLocaleString("en")} steps in ${e.steps.spanSeconds} s)`],
    [`work steps/s (condition, tag, send, send)`, `${e.steps.workPerSecond}`],
    [`steps/s once every run existed`, `${e.steps.perSecondAfterStart}`],
    [`burst → last run finished`, `${e.steps.burstToLastRunFinishedSeconds} s`],
    [`delay lateness p50 / p95 / p99 / max`, `**${e.delayLatenessMs.p50} / ${e.delayLatenessMs.p95}** / ${e.delayLatenessMs.p99} / ${e.delayLatenessMs.max} ms (${e.delayLatenessMs.count} delays)`],
    [`runs completed / failed / cancelled / unfinished`, `${e.completed} / ${e.failed} / ${e.cancelled} / ${e.active}`],
    [`duplicates: platform sends beyond 2 per contact / missing`, `**${i.duplicates}** / ${i.missing} (${i.platformSends.toLocaleString("en")} sends)`],
    [`repeated message ids; runs per contact ≠ 1; send steps, messages per (run, node) ≠ 1; contacts without exactly 2 messages`, `${i.repeatedMessageIds}; ${i.runsPerContactNot1}; ${i.sendStepsPerRunNodeNot1}, ${i.messagesPerRunNodeNot1}; ${i.messagesPerContactOff}`],
    [`CPU during the burst`, cpuLine(r.cpuSeconds)],
    [`statuses posted back (3 per send) and dispatched`, `${r.statuses.posted.toLocaleString("en")}, all ${r.statuses.settledSecondsAfterLastRun} s after the last run`],
    [`baseline: the same steps called directly, ${r.baseline.concurrency} at a time (${r.baseline.contacts.toLocaleString("en")} contacts)`, `**${r.baseline.stepsPerSecond} steps/s** (${r.baseline.contactsPerSecond} contacts/s, per contact p50 ${r.baseline.perContactMs.p50} ms, ${r.baseline.errors} errors)`],
    [`baseline CPU`, cpuLine(r.baseline.cpuSeconds)],
    [`engine / baseline, work steps/s`, `${((e.steps.workPerSecond ?? 0) / r.baseline.stepsPerSecond).toFixed(2)}`],
  ];
  if (sp) {
    rows.push([`start path alone: the dispatcher with no engine running`, `${sp.startPathAlone.runsPerSecond} runs/s (${sp.startPathAlone.runs.toLocaleString("en")} in ${sp.startPathAlone.seconds} s); ${cpuLine(sp.startPathAlone.cpuSeconds)}`]);
    rows.push([
      `engine alone: ${sp.startPathAlone.runs.toLocaleString("en")} runs due at once, one worker`,
      `${sp.engineAlone.steps.perSecond} steps/s (work ${sp.engineAlone.steps.workPerSecond}), lateness p50 / p95 ${sp.engineAlone.delayLatenessMs.p50} / ${sp.engineAlone.delayLatenessMs.p95} ms, ${sp.engineAlone.completed} completed; ${cpuLine(sp.engineAlone.cpuSeconds)}`,
    ]);
  }
  console.log(`\n${r.workers} worker process(es), WORKFLOW_CONCURRENCY ${r.concurrency}, DB_POOL_MAX ${r.dbPoolMax}\n\n| | figure |\n|---|---|`);
  for (const [k, v] of rows) console.log(`| ${k} | ${v} |`);

  const startOk = (e.start.runsPerSecond ?? 0) >= TARGET.runsPerSecond;
  const lateOk = (e.delayLatenessMs.p95 ?? Infinity) < TARGET.latenessP95Ms;
  const exact = dupes === 0 && i.missing === 0 && e.completed === e.runs;
  const v = (ok: boolean) => (ok ? "met" : "MISSED");
  console.log(
    `\nverdict: runs started ${e.start.runsPerSecond}/s (target ≥ ${TARGET.runsPerSecond}: ${v(startOk)}), delay lateness p95 ${e.delayLatenessMs.p95} ms (target < ${TARGET.latenessP95Ms}: ${v(lateOk)}), ` +
      `duplicates ${dupes}, missing ${i.missing}, runs not completed ${e.runs - e.completed} (target 0: ${v(exact)})`,
  );
  const verdicts = { startOk, lateOk, exact };
  if (!sp) return verdicts;
  if (!startOk)
    console.log(`  where the start time goes: ${e.start.runsPerSecond} runs/s with the engine running beside the dispatcher in the same worker; ${sp.startPathAlone.runsPerSecond} runs/s for the dispatcher alone`);
  if (!lateOk)
    console.log(
      `  where the lateness comes from: p95 ${e.delayLatenessMs.p95} ms while ${e.steps.perSecond} steps/s went through ${r.concurrency} slots per worker; engine alone (no dispatcher) p95 ${sp.engineAlone.delayLatenessMs.p95} ms at ${sp.engineAlone.steps.perSecond} steps/s. A delay that is due waits for a free slot`,
    );
  return verdicts;
}
