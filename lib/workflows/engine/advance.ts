import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb, type Tx } from "@/db/client";
import { workflowRuns, type WorkflowRun } from "@/db/schema";
import { systemCtx, type TxCtx } from "@/lib/domain/context";
import { backoff, type Backoff } from "@/lib/jobs/backoff";
import { errorFields, log } from "@/lib/log";
import { MAX_RUN_STEPS } from "../graph";
import { nodeDefinition } from "../nodes/registry";
import { compiledVersion, nextNode, type CompiledVersion } from "./compiled";
import { EXECUTORS } from "./executors";
import { StepError, type EffectExecutor, type EffectOutcome, type StepContext, type StepResult } from "./executors/types";
import { RunState } from "./run-state";
import { makeStepContext } from "./step-context";

/** Tries per step for a failure that may pass (a platform's 5xx or 429, a timeout), and the waits between them: 2 s, then 10 s. */
export const MAX_ATTEMPTS = 3;
const STEP_BACKOFF: Backoff = { baseMs: 2000, factor: 5, capMs: 10_000, jitter: "none" };

type InFlight = { executor: EffectExecutor; job: unknown; seq: number; nodeId: string; outcome?: EffectOutcome };
type Turn = { done: true } | { done: false; effect: InFlight };

/**
 * Moves one claimed run as far as it can go: each turn is one transaction that runs local
 * steps (conditions, tags, fields…) back to back and stops at a pause (the run sleeps in its
 * row), at the end, or before a call to the outside, which happens between two turns, outside
 * any transaction, and is settled at the start of the next. Every write checks the claim, so a
 * run whose lease was lost (or that was cancelled) writes nothing more.
 */
export async function advanceRun(claimed: WorkflowRun): Promise<void> {
  const version = await compiledVersion(claimed.versionId);
  let effect: InFlight | null = null;
  try {
    for (;;) {
      const turn: Turn | null = await getDb().transaction((tx) => runTurn(tx, claimed, version!, effect));
      if (!turn || turn.done) return;
      effect = turn.effect;
      if (!effect.outcome) effect.outcome = await effect.executor.perform(effect.job);
    }
  } catch (err) {
    // A fault of ours (a bug, a lost database): the step is tried again like a passing failure.
    log.error("workflow step failed unexpectedly", { runId: claimed.id, ...errorFields(err) });
    await getDb()
      .transaction((tx) => failUnexpectedly(tx, claimed, version, err))
      .catch((e: unknown) => log.error("could not record a workflow failure", { runId: claimed.id, ...errorFields(e) }));
  }
}

async function lockRun(tx: Tx, claimed: WorkflowRun) {
  const [run] = await tx
    .select()
    .from(workflowRuns)
    .where(and(eq(workflowRuns.id, claimed.id), eq(workflowRuns.claim, claimed.claim ?? "")))
    .for("update");
  return run;
}

async function runTurn(tx: Tx, claimed: WorkflowRun, version: CompiledVersion, effect: InFlight | null): Promise<Turn | null> {
  const run = await lockRun(tx, claimed);
  if (!run) return null; // the lease passed to another worker
  const state = new RunState(run, tx);
  const ctx: TxCtx = { ...systemCtx(run.companyId, "Workflow"), tx };

  if (effect?.outcome) {
    await settle(ctx, state, version, effect, effect.outcome);
    // Cancelled meanwhile: the step's outcome is recorded, the run stays as cancelled.
    if (run.status !== "RUNNING") return { done: true };
  } else if (run.status !== "RUNNING") {
    return null;
  } else {
    const resumed = await resume(ctx, state, version);
    if (resumed) return (await state.save(), resumed);
  }
  const turn = await walk(ctx, state, version);
  if (!(await state.save())) return null;
  return turn;
}

/** A run taken up mid-node: a pause that ended, or a call to the outside whose worker died. */
async function resume(ctx: TxCtx, state: RunState, version: CompiledVersion): Promise<Turn | null> {
  const last = state.stepCount ? await state.lastStep() : undefined;
  if (!last || last.status !== "RUNNING" || last.nodeId !== state.currentNodeId) return null;
  const executor = EXECUTORS[last.nodeType];
  const node = version.nodes.get(last.nodeId)!;
  if (executor?.kind === "pause") {
    const handle = state.run.resumeHandle ?? executor.timerHandle;
    const output = (state.outputs[last.nodeId] as Record<string, unknown> | undefined) ?? {};
    await state.finishStep(last.seq, { status: "SUCCEEDED", handle, output: { ...output, resumedBy: handle } });
    state.currentNodeId = nextNode(version, last.nodeId, handle);
    state.attempt = 0;
    return null;
  }
  if (executor?.kind === "effect") {
    const s = stepContext(ctx, state, node.id, node.parsed);
    const found = await executor.recover(s, last);
    const inFlight: InFlight = { executor, job: found.job, seq: last.seq, nodeId: last.nodeId, outcome: "outcome" in found ? found.outcome : undefined };
    if (inFlight.outcome) {
      await settle(ctx, state, version, inFlight, inFlight.outcome);
      return null;
    }
    state.keepClaim = true;
    return { done: false, effect: inFlight };
  }
  return null;
}

/** Local steps back to back until a pause, an effect, the end or a failure. */
async function walk(ctx: TxCtx, state: RunState, version: CompiledVersion): Promise<Turn> {
  for (;;) {
    if (state.status !== "RUNNING" || state.wakeAt) return { done: true };
    const node = state.currentNodeId ? version.nodes.get(state.currentNodeId) : undefined;
    if (!node) {
      state.complete();
      return { done: true };
    }
    if (state.stepCount >= MAX_RUN_STEPS) {
      state.fail(`The run took ${MAX_RUN_STEPS} steps without finishing: stopped as a runaway loop`);
      return { done: true };
    }
    const executor = EXECUTORS[node.type];
    if (!executor) {
      state.fail(`Node ${node.id} has an unknown type ${node.type}`);
      return { done: true };
    }
    const s = stepContext(ctx, state, node.id, node.parsed);
    const startedAt = new Date();
    try {
      if (executor.kind === "local") {
        const res = await ctx.tx.transaction((sp) => executor.run({ ...s, ctx: { ...ctx, tx: sp } }));
        await state.addStep({ nodeId: node.id, nodeType: node.type, status: "SUCCEEDED", input: res.input, output: res.output, handle: res.handle, startedAt });
        move(state, version, node.id, res);
      } else if (executor.kind === "pause") {
        const p = await executor.pause(s);
        await state.addStep({ nodeId: node.id, nodeType: node.type, status: "RUNNING", input: { ...p.input, until: p.until.toISOString() }, startedAt });
        state.sleepUntil(p.until, p.waiting);
        return { done: true };
      } else {
        const { job, input } = await ctx.tx.transaction((sp) => executor.prepare({ ...s, ctx: { ...ctx, tx: sp } }, `${state.run.id}.${state.stepCount + 1}`));
        const { seq } = await state.addStep({ nodeId: node.id, nodeType: node.type, status: "RUNNING", input, startedAt });
        state.keepClaim = true;
        return { done: false, effect: { executor, job, seq, nodeId: node.id } };
      }
    } catch (err) {
      if (!(err instanceof StepError)) throw err;
      await state.addStep({ nodeId: node.id, nodeType: node.type, status: "FAILED", error: err.message, startedAt });
      failed(state, version, node.id, err.message, err.retryable);
    }
  }
}

async function settle(ctx: TxCtx, state: RunState, version: CompiledVersion, effect: InFlight, outcome: EffectOutcome) {
  const node = version.nodes.get(effect.nodeId)!;
  const s = stepContext(ctx, state, node.id, node.parsed);
  const res = await effect.executor.settle(s, effect.job, outcome);
  await state.finishStep(effect.seq, { status: outcome.ok ? "SUCCEEDED" : "FAILED", output: res.output, handle: outcome.ok ? res.handle : null, error: outcome.ok ? null : outcome.error });
  state.keepClaim = false;
  if (outcome.ok) move(state, version, node.id, res);
  else failed(state, version, node.id, outcome.error, outcome.retryable);
}

function move(state: RunState, version: CompiledVersion, nodeId: string, res: StepResult) {
  if (res.output) state.outputs[nodeId] = res.output;
  state.currentNodeId = nextNode(version, nodeId, res.handle);
  state.attempt = 0;
}

/** Try again later, leave by the node's `failed` output, or fail the run with the reason. */
function failed(state: RunState, version: CompiledVersion, nodeId: string, error: string, retryable: boolean) {
  if (retryable && state.attempt + 1 < MAX_ATTEMPTS) {
    state.sleepUntil(new Date(Date.now() + backoff(state.attempt + 1, STEP_BACKOFF)), false);
    state.attempt += 1;
    return;
  }
  const onFailure = nextNode(version, nodeId, "failed");
  if (onFailure) {
    state.outputs[nodeId] = { error };
    state.currentNodeId = onFailure;
    state.attempt = 0;
    return;
  }
  const node = version.nodes.get(nodeId);
  state.fail(`${node?.label || nodeDefinition(node?.type ?? "")?.label || nodeId} failed: ${error}`);
}

async function failUnexpectedly(tx: Tx, claimed: WorkflowRun, version: CompiledVersion | null, err: unknown) {
  const run = await lockRun(tx, claimed);
  if (!run || run.status !== "RUNNING") return;
  const state = new RunState(run, tx);
  const message = `Internal error: ${err instanceof Error ? err.message : String(err)}`.slice(0, 500);
  if (!version) state.fail("The workflow version no longer exists");
  else if (state.currentNodeId) failed(state, version, state.currentNodeId, message, true);
  else state.fail(message);
  await state.save();
}

function stepContext(ctx: TxCtx, state: RunState, nodeId: string, config: unknown): StepContext {
  return makeStepContext(ctx, state.run, state.outputs, nodeId, config);
}
