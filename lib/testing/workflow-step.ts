import type { WorkflowRun, WorkflowStep } from "@/db/schema";
import type { TxCtx } from "@/lib/domain/context";
import { newEventId, newId } from "@/lib/ids";
import { makeStepContext } from "@/lib/workflows/engine/step-context";
import type { EffectExecutor, StepContext } from "@/lib/workflows/engine/executors/types";
import { nodeDefinition } from "@/lib/workflows/nodes/registry";

/**
 * One node of a run, as the engine hands it to the executor (lib/workflows/engine/advance.ts):
 * the config parsed by the node type's schema, the run's contact and event. The run row is
 * only described, never stored: executors read it, they do not look it up.
 */
export function stepOf<C = unknown>(ctx: TxCtx, type: string, config: unknown, opts: { contactId?: string | null; event?: Record<string, unknown>; outputs?: Record<string, unknown> } = {}): StepContext<C> {
  const run = {
    id: newId("wfr"),
    companyId: ctx.companyId,
    workflowId: newId("wf"),
    versionId: newId("wfv"),
    eventId: newEventId(),
    event: "contact.created",
    eventPayload: opts.event ?? {},
    contactId: opts.contactId ?? null,
    status: "RUNNING",
    outputs: opts.outputs ?? {},
    stepCount: 1,
    attempt: 0,
  } as WorkflowRun;
  return makeStepContext(ctx, run, run.outputs, "n1", nodeDefinition(type)!.config.parse(config) as C);
}

/** The RUNNING step row an effect's prepare leaves, as recover reads it after a crash. */
export const runningStep = (input: Record<string, unknown>) => ({ input, status: "RUNNING" }) as unknown as WorkflowStep;

/** An effect step from start to end without a crash: prepare, perform, settle. */
export async function runEffect<C, J>(executor: EffectExecutor<C, J>, s: StepContext<C>) {
  const { job, input } = await executor.prepare(s, `${s.run.id}.1`);
  const outcome = await executor.perform(job);
  const result = await executor.settle(s, job, outcome);
  return { input, outcome, result };
}
