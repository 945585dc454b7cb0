import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { workflowRuns, workflowSteps } from "@/db/schema";
import { waitFor } from "./chatapp";

export const WORKFLOWS = "/api/v1/workflows";
type Node = { id: string; type: string; config?: Record<string, unknown> };
type Edge = { id: string; source: string; target: string; sourceHandle?: string };

/** A chain of nodes joined in order, each by the given handle (default: the only output). */
export function chain(nodes: Node[], handles: (string | undefined)[] = []): { nodes: Node[]; edges: Edge[] } {
  const edges = nodes.slice(1).map((n, i) => ({ id: `e${i}`, source: nodes[i]!.id, target: n.id, ...(handles[i] && { sourceHandle: handles[i] }) }));
  return { nodes, edges };
}

export const trigger = (filters: unknown[] = []): Node => ({ id: "t", type: "trigger", config: { filters } });

/** The runs of a workflow as stored, oldest first. */
export async function runsOf(workflowId: string) {
  return getDb().select().from(workflowRuns).where(eq(workflowRuns.workflowId, workflowId)).orderBy(workflowRuns.startedAt);
}

export async function stepsOf(runId: string) {
  return getDb().select().from(workflowSteps).where(eq(workflowSteps.runId, runId)).orderBy(workflowSteps.seq);
}

/** Waits until the workflow has `count` runs, all in one of `statuses`. */
export async function waitForRuns(workflowId: string, count: number, statuses = ["COMPLETED", "FAILED"], ms = 20_000) {
  return waitFor(
    async () => {
      const runs = await runsOf(workflowId);
      return runs.length >= count && runs.every((r) => statuses.includes(r.status)) ? runs : null;
    },
    ms,
    100,
  ).catch(async (err: unknown) => {
    throw new Error(`${String(err)}: runs ${JSON.stringify((await runsOf(workflowId)).map((r) => [r.status, r.currentNodeId, r.error]))}`);
  });
}
