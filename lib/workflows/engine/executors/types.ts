import type { TxCtx } from "@/lib/domain/context";
import type { WorkflowRun, WorkflowStep } from "@/db/schema";

/** What every executor gets: the run's transaction (a system context of its company), the run and the node. */
export interface StepContext<C = unknown> {
  ctx: TxCtx;
  run: WorkflowRun;
  nodeId: string;
  config: C;
  /** `{contact, event, steps}` for templated text; the contact read fresh in this transaction. */
  vars(): Promise<Record<string, unknown>>;
  /** The run's contact, or a readable failure when the event named none. */
  contactId(): string;
}

export interface StepResult {
  handle: string;
  output?: Record<string, unknown>;
  input?: Record<string, unknown>;
}

/** Database work only: runs inside the step's transaction with the step row and the run's move. */
export interface LocalExecutor<C = unknown> {
  kind: "local";
  run(s: StepContext<C>): Promise<StepResult>;
}

/** A delay or a wait: the run sleeps until `until`; `waiting` lets a reply wake it first. */
export interface PauseExecutor<C = unknown> {
  kind: "pause";
  pause(s: StepContext<C>): Promise<{ until: Date; waiting: boolean; input?: Record<string, unknown> }>;
  /** The handle taken when the pause ends: the wake's own (`replied`) or the timer's. */
  timerHandle: string;
}

/**
 * A call to the outside (a send, an HTTP request), in three parts so that nothing is held open
 * across it and a crash repeats nothing that was done: `prepare` in the step's transaction
 * (with the step row, marked RUNNING), `perform` outside any transaction, `settle` in the next
 * one. A run taken up again after a crash finds its step RUNNING and asks `recover` whether the
 * call already went out.
 */
export interface EffectExecutor<C = unknown, J = unknown> {
  kind: "effect";
  prepare(s: StepContext<C>, key: string): Promise<{ job: J; input: Record<string, unknown> }>;
  perform(job: J): Promise<EffectOutcome>;
  settle(s: StepContext<C>, job: J, outcome: EffectOutcome): Promise<StepResult>;
  /** After a crash: the outcome if the call is known to have happened, else the job to do again. */
  recover(s: StepContext<C>, step: WorkflowStep): Promise<{ outcome: EffectOutcome; job: J } | { job: J }>;
}

export type EffectOutcome = { ok: true; output: Record<string, unknown> } | { ok: false; error: string; retryable: boolean; output?: Record<string, unknown> };

export type Executor = LocalExecutor | PauseExecutor | EffectExecutor;

/** A step failure that carries whether trying again could help. */
export class StepError extends Error {
  constructor(
    message: string,
    readonly retryable = false,
  ) {
    super(message);
  }
}
