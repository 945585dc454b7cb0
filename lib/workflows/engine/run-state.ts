import "server-only";
import { and, eq } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { workflowRuns, workflowSteps, type WorkflowRun } from "@/db/schema";
import { newId } from "@/lib/ids";
import { leaseEnd } from "@/lib/jobs/lease";
import { leaseSeconds } from "./claim";

/**
 * A claimed run's state inside one transaction of the engine: changed in memory as steps go,
 * written back once at the end with the claim checked, and the step rows written as they go.
 */
export class RunState {
  currentNodeId: string | null;
  stepCount: number;
  attempt: number;
  outputs: Record<string, unknown>;
  status: WorkflowRun["status"];
  wakeAt: Date | null = null;
  priority = 1;
  error: string | null = null;
  /** Keep the claim (an effect is in flight) or let it go (paused, finished). */
  keepClaim = false;

  constructor(
    readonly run: WorkflowRun,
    private readonly tx: Tx,
  ) {
    this.currentNodeId = run.currentNodeId;
    this.stepCount = run.stepCount;
    this.attempt = run.attempt;
    this.outputs = { ...run.outputs };
    this.status = run.status;
  }

  async addStep(s: { nodeId: string; nodeType: string; status: "RUNNING" | "SUCCEEDED" | "FAILED"; input?: Record<string, unknown>; output?: Record<string, unknown>; handle?: string | null; error?: string | null; startedAt?: Date }) {
    const seq = ++this.stepCount;
    const id = newId("wfs");
    const now = new Date();
    await this.tx.insert(workflowSteps).values({
      id,
      companyId: this.run.companyId,
      runId: this.run.id,
      seq,
      nodeId: s.nodeId,
      nodeType: s.nodeType,
      status: s.status,
      input: s.input ?? null,
      output: s.output ?? null,
      handle: s.handle ?? null,
      error: s.error ?? null,
      attempts: this.attempt + 1,
      startedAt: s.startedAt ?? now,
      finishedAt: s.status === "RUNNING" ? null : now,
    });
    return { id, seq };
  }

  async finishStep(seq: number, s: { status: "SUCCEEDED" | "FAILED"; output?: Record<string, unknown>; handle?: string | null; error?: string | null }) {
    await this.tx
      .update(workflowSteps)
      .set({ status: s.status, output: s.output ?? null, handle: s.handle ?? null, error: s.error ?? null, finishedAt: new Date() })
      .where(and(eq(workflowSteps.runId, this.run.id), eq(workflowSteps.seq, seq)));
  }

  lastStep() {
    return this.tx
      .select()
      .from(workflowSteps)
      .where(and(eq(workflowSteps.runId, this.run.id), eq(workflowSteps.seq, this.stepCount)))
      .then((r) => r[0]);
  }

  complete() {
    this.status = "COMPLETED";
    this.currentNodeId = null;
  }

  fail(error: string) {
    this.status = "FAILED";
    this.error = error;
  }

  sleepUntil(at: Date, waiting: boolean) {
    this.wakeAt = at;
    this.priority = 0;
    this.status = waiting ? "WAITING" : "RUNNING";
  }

  /** Writes the run back; false when the claim was lost meanwhile (nothing is written then). */
  async save(): Promise<boolean> {
    const finished = this.status === "COMPLETED" || this.status === "FAILED";
    const rows = await this.tx
      .update(workflowRuns)
      .set({
        currentNodeId: this.currentNodeId,
        stepCount: this.stepCount,
        attempt: this.attempt,
        outputs: this.outputs,
        status: this.status,
        wakeAt: finished ? null : this.keepClaim ? leaseEnd(leaseSeconds()) : this.wakeAt,
        priority: this.priority,
        resumeHandle: null,
        claim: this.keepClaim ? this.run.claim : null,
        error: this.error,
        finishedAt: finished ? new Date() : null,
      })
      .where(and(eq(workflowRuns.id, this.run.id), eq(workflowRuns.claim, this.run.claim ?? "")))
      .returning({ id: workflowRuns.id });
    return rows.length === 1;
  }
}

