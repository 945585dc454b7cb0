import "server-only";
import type { WorkflowRun } from "@/db/schema";
import type { TxCtx } from "@/lib/domain/context";
import { loadContactFacts } from "./executors/contact-facts";
import { StepError, type StepContext } from "./executors/types";

/** What an executor gets for one node of a run: the run's transaction, its contact and the variables its text may use. */
export function makeStepContext<C>(ctx: TxCtx, run: WorkflowRun, outputs: Record<string, unknown>, nodeId: string, config: C): StepContext<C> {
  const contactId = () => {
    if (!run.contactId) throw new StepError(`The ${run.event} event names no contact for this step`);
    return run.contactId;
  };
  return {
    ctx,
    run,
    nodeId,
    config,
    contactId,
    async vars() {
      const contact = run.contactId ? await loadContactFacts(ctx, run.contactId).catch(() => null) : null;
      return { contact: contact && { ...contact, phone: contact.phone ? `+${contact.phone}` : null }, event: run.eventPayload, steps: outputs, run: { id: run.id, workflowId: run.workflowId } };
    },
  };
}
