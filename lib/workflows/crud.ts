import "server-only";
import { and, count, desc, eq, ilike } from "drizzle-orm";
import type { z } from "zod";
import { workflows } from "@/db/schema";
import { likeEscape } from "@/db/sql";
import { recordAudit } from "@/lib/audit/record-audit";
import { actorUserId, dbOf, withTx, type Ctx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import { byIdInCompany, findInCompanyOrThrow, inCompany } from "@/lib/domain/tenancy";
import { newId } from "@/lib/ids";
import { presentWorkflow, presentWorkflows } from "./present";
import type { CreateWorkflowInput, listWorkflowsQuery, UpdateWorkflowInput } from "./schemas";

/** The workflow verbs that only read or write the draft. */

export function getWorkflowRow(ctx: Ctx, id: string) {
  return findInCompanyOrThrow(workflows, ctx, id, "Workflow");
}

export async function getWorkflow({ ctx, id }: { ctx: Ctx; id: string }) {
  return presentWorkflow(ctx, await getWorkflowRow(ctx, id));
}

export async function listWorkflows({ ctx, query }: { ctx: Ctx; query: z.output<typeof listWorkflowsQuery> }) {
  const db = dbOf(ctx);
  const where = inCompany(workflows, ctx, and(query.status ? eq(workflows.status, query.status) : undefined, query.search ? ilike(workflows.name, `%${likeEscape(query.search)}%`) : undefined));
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(workflows).where(where).orderBy(desc(workflows.updatedAt), desc(workflows.id)).limit(query.limit).offset(query.offset),
    db.select({ total: count() }).from(workflows).where(where),
  ]);
  const data = (await presentWorkflows(ctx, rows)).map(({ nodes, edges: _edges, ...w }) => ({ ...w, nodeCount: nodes.length }));
  return { data, pagination: { offset: query.offset, limit: query.limit, total } };
}

export async function createWorkflow({ ctx, input }: { ctx: Ctx; input: CreateWorkflowInput }) {
  const [row] = await dbOf(ctx)
    .insert(workflows)
    .values({
      id: newId("wf"),
      companyId: ctx.companyId,
      name: input.name,
      description: input.description ?? null,
      triggerEvent: input.triggerEvent,
      nodes: input.nodes,
      edges: input.edges,
      allowReentry: input.allowReentry,
      createdById: actorUserId(ctx.actor),
    })
    .returning();
  return presentWorkflow(ctx, row!);
}

/** Changes the draft; the published version (what runs start on) changes only on publish. */
export async function updateWorkflow({ ctx, id, input }: { ctx: Ctx; id: string; input: UpdateWorkflowInput }) {
  const [row] = await dbOf(ctx)
    .update(workflows)
    .set({
      ...(input.name !== undefined && { name: input.name }),
      ...(input.description !== undefined && { description: input.description }),
      ...(input.triggerEvent !== undefined && { triggerEvent: input.triggerEvent }),
      ...(input.nodes !== undefined && { nodes: input.nodes }),
      ...(input.edges !== undefined && { edges: input.edges }),
      ...(input.allowReentry !== undefined && { allowReentry: input.allowReentry }),
      draftChanged: true,
    })
    .where(byIdInCompany(workflows, ctx, id))
    .returning();
  if (!row) throw AppError.notFound("Workflow");
  return presentWorkflow(ctx, row);
}

export async function deleteWorkflow({ ctx, id }: { ctx: Ctx; id: string }) {
  await withTx(ctx, async (tctx) => {
    const [row] = await tctx.tx.delete(workflows).where(byIdInCompany(workflows, tctx, id)).returning({ id: workflows.id, name: workflows.name, triggerEvent: workflows.triggerEvent });
    if (!row) throw AppError.notFound("Workflow");
    await recordAudit(tctx, { action: "workflow.deleted", target: { type: "workflow", id: row.id, label: row.name }, details: { trigger: row.triggerEvent } });
  });
  return { id, deleted: true as const };
}
