import "server-only";
import type { Ctx } from "@/lib/domain/context";
import { createWorkflow, getWorkflowRow } from "./crud";
import type { z } from "zod";
import { EXPORT_FORMAT, type exportSchema, type importWorkflowInput } from "./schemas";

/** Export, import and duplicate: a workflow's draft as a portable document and back. */

export async function exportWorkflow({ ctx, id }: { ctx: Ctx; id: string }): Promise<z.output<typeof exportSchema>> {
  const w = await getWorkflowRow(ctx, id);
  return {
    format: EXPORT_FORMAT,
    formatVersion: 1,
    exportedAt: new Date().toISOString(),
    workflow: { name: w.name, description: w.description, triggerEvent: w.triggerEvent, allowReentry: w.allowReentry, nodes: w.nodes, edges: w.edges },
  };
}

export function importWorkflow({ ctx, input }: { ctx: Ctx; input: z.output<typeof importWorkflowInput> }) {
  const w = input.workflow;
  return createWorkflow({ ctx, input: { name: input.name ?? w.name, description: w.description ?? undefined, triggerEvent: w.triggerEvent, allowReentry: w.allowReentry, nodes: w.nodes, edges: w.edges } });
}

export async function duplicateWorkflow({ ctx, id, name }: { ctx: Ctx; id: string; name?: string }) {
  const w = await getWorkflowRow(ctx, id);
  return createWorkflow({
    ctx,
    input: { name: name ?? `${w.name} (copy)`.slice(0, 200), description: w.description ?? undefined, triggerEvent: w.triggerEvent, allowReentry: w.allowReentry, nodes: w.nodes, edges: w.edges },
  });
}
