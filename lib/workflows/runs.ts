import "server-only";
import { asc, count, desc, eq, gte, inArray } from "drizzle-orm";
import type { z } from "zod";
import { contacts, workflowRuns, workflowSteps, workflowVersions, type WorkflowRun, type WorkflowStep } from "@/db/schema";
import { dbOf, withTx, type Ctx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import { inCompany } from "@/lib/domain/tenancy";
import { getWorkflowRow } from "./crud";
import type { listRunsQuery } from "./schemas";

type RunRow = { run: WorkflowRun; version: number; contactName: string | null };

function presentRun({ run, version, contactName }: RunRow) {
  return {
    id: run.id,
    workflowId: run.workflowId,
    version,
    status: run.status,
    event: run.event,
    eventId: run.eventId,
    contact: run.contactId ? { id: run.contactId, name: contactName ?? "" } : null,
    currentNodeId: run.currentNodeId,
    wakeAt: run.status === "RUNNING" || run.status === "WAITING" ? (run.wakeAt?.toISOString() ?? null) : null,
    error: run.error,
    stepCount: run.stepCount,
    startedAt: run.startedAt.toISOString(),
    finishedAt: run.finishedAt?.toISOString() ?? null,
  };
}

function presentStep(s: WorkflowStep) {
  return {
    id: s.id,
    seq: s.seq,
    nodeId: s.nodeId,
    nodeType: s.nodeType,
    status: s.status,
    handle: s.handle,
    input: s.input,
    output: s.output,
    error: s.error,
    attempts: s.attempts,
    startedAt: s.startedAt.toISOString(),
    finishedAt: s.finishedAt?.toISOString() ?? null,
    durationMs: s.finishedAt ? s.finishedAt.getTime() - s.startedAt.getTime() : null,
  };
}

const runColumns = { run: workflowRuns, version: workflowVersions.version, contactName: contacts.name };

function selectRuns(ctx: Ctx) {
  return dbOf(ctx).select(runColumns).from(workflowRuns).innerJoin(workflowVersions, eq(workflowVersions.id, workflowRuns.versionId)).leftJoin(contacts, eq(contacts.id, workflowRuns.contactId));
}

export async function listRuns({ ctx, workflowId, query }: { ctx: Ctx; workflowId: string; query: z.output<typeof listRunsQuery> }) {
  await getWorkflowRow(ctx, workflowId);
  const where = inCompany(
    workflowRuns,
    ctx,
    eq(workflowRuns.workflowId, workflowId),
    query.status ? eq(workflowRuns.status, query.status) : undefined,
    query.contactId ? eq(workflowRuns.contactId, query.contactId) : undefined,
    query.since ? gte(workflowRuns.startedAt, query.since) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    selectRuns(ctx).where(where).orderBy(desc(workflowRuns.startedAt), desc(workflowRuns.id)).limit(query.limit).offset(query.offset),
    dbOf(ctx).select({ total: count() }).from(workflowRuns).where(where),
  ]);
  return { data: rows.map(presentRun), pagination: { offset: query.offset, limit: query.limit, total } };
}

async function runRow(ctx: Ctx, workflowId: string, runId: string): Promise<RunRow> {
  const [row] = await selectRuns(ctx).where(inCompany(workflowRuns, ctx, eq(workflowRuns.id, runId), eq(workflowRuns.workflowId, workflowId)));
  if (!row) throw AppError.notFound("Workflow run");
  return row;
}

export async function getRun({ ctx, workflowId, runId }: { ctx: Ctx; workflowId: string; runId: string }) {
  const row = await runRow(ctx, workflowId, runId);
  const steps = await dbOf(ctx).select().from(workflowSteps).where(inCompany(workflowSteps, ctx, eq(workflowSteps.runId, runId))).orderBy(asc(workflowSteps.seq));
  return { ...presentRun(row), eventPayload: row.run.eventPayload, steps: steps.map(presentStep) };
}

/**
 * Stops a run where it is. A step under way in a worker finishes (its side effect may already
 * be out), but the engine checks the run's status before it writes the step's outcome and
 * takes nothing after it.
 */
export async function cancelRun({ ctx, workflowId, runId }: { ctx: Ctx; workflowId: string; runId: string }) {
  return withTx(ctx, async (tctx) => {
    const [updated] = await tctx.tx
      .update(workflowRuns)
      .set({ status: "CANCELLED", finishedAt: new Date(), wakeAt: null, error: "Cancelled" })
      .where(inCompany(workflowRuns, tctx, eq(workflowRuns.id, runId), eq(workflowRuns.workflowId, workflowId), inArray(workflowRuns.status, ["RUNNING", "WAITING"])))
      .returning({ id: workflowRuns.id });
    const row = await runRow(tctx, workflowId, runId);
    if (!updated) throw AppError.conflict(`The run is ${row.run.status}: only a RUNNING or WAITING run can be cancelled`, { status: row.run.status, allowed: ["RUNNING", "WAITING"] });
    return presentRun(row);
  });
}

