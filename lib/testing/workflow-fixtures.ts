import { getDb } from "@/db/client";
import { workflowRuns } from "@/db/schema";
import { systemCtx } from "@/lib/domain/context";
import { newEventId, newId } from "@/lib/ids";
import { createWorkflow } from "@/lib/workflows/crud";
import { publishWorkflow } from "@/lib/workflows/publish";

/** The smallest publishable graph: a trigger and an end. */
export const MINIMAL_GRAPH = {
  nodes: [
    { id: "t", type: "trigger", position: { x: 0, y: 0 }, config: { filters: [] } },
    { id: "end", type: "end", position: { x: 0, y: 160 }, config: {} },
  ],
  edges: [{ id: "e1", source: "t", target: "end" }],
};

/**
 * A published workflow of a company made through the verbs, and optionally a WAITING run of it
 * written directly (a run far in the future, so no engine takes it), for the security and
 * fuzz suites' "another company's id" and pool cases.
 */
export async function workflowOfCompany(companyId: string, opts: { withRun?: boolean } = {}) {
  const ctx = systemCtx(companyId, "test");
  const w = await createWorkflow({ ctx, input: { name: `Flow ${newId("x").slice(2, 8)}`, triggerEvent: "contact.created", allowReentry: false, ...MINIMAL_GRAPH } });
  const published = await publishWorkflow({ ctx, id: w.id });
  let runId: string | undefined;
  if (opts.withRun) {
    const [version] = await getDb().query.workflowVersions.findMany({ where: (v, { eq }) => eq(v.workflowId, w.id), limit: 1 });
    runId = newId("wfr");
    await getDb()
      .insert(workflowRuns)
      .values({ id: runId, companyId, workflowId: w.id, versionId: version!.id, eventId: newEventId(), event: "contact.created", eventPayload: {}, status: "WAITING", currentNodeId: "end", wakeAt: new Date(Date.now() + 86_400_000) });
  }
  return { workflowId: published.id, runId };
}
