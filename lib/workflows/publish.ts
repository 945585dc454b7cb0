import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import { channelConnections, labels, slaPolicies, tags, templates, users, workflows, workflowVersions } from "@/db/schema";
import { withTx, type Ctx, type TxCtx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import { byIdInCompany, inCompany } from "@/lib/domain/tenancy";
import { newId } from "@/lib/ids";
import type { WorkflowNode } from "./graph";
import { httpTargetProblem } from "./http-target";
import { presentWorkflow } from "./present";
import { validateGraph, type GraphProblem } from "./validate-graph";

type Refs = { tags: Set<string>; agents: Set<string>; templates: Set<string>; inboxes: Set<string>; slaPolicies: Set<string>; labels: Set<string> };

const CRM_NODES = new Set(["create-ticket", "create-lead", "create-task"]);
const sendsTemplate = (n: WorkflowNode, c: Record<string, unknown>) => n.type === "chatapp-send-template" || (n.type === "send-message" && c.kind === "template");

function referencesOf(nodes: WorkflowNode[]): Refs {
  const refs: Refs = { tags: new Set(), agents: new Set(), templates: new Set(), inboxes: new Set(), slaPolicies: new Set(), labels: new Set() };
  for (const n of nodes) {
    const c = (n.config ?? {}) as Record<string, unknown>;
    if ((n.type === "add-tag" || n.type === "remove-tag") && typeof c.tagId === "string") refs.tags.add(c.tagId);
    if (n.type === "assign-agent" && c.mode === "agent" && typeof c.agentId === "string") refs.agents.add(c.agentId);
    if (n.type === "conversation-label" && typeof c.labelId === "string" && c.labelId) refs.labels.add(c.labelId);
    if (CRM_NODES.has(n.type) && typeof c.assigneeId === "string" && c.assigneeId) refs.agents.add(c.assigneeId);
    if (sendsTemplate(n, c) && typeof c.templateName === "string") refs.templates.add(`${c.templateName}\u0000${c.languageCode}`);
    if (n.type === "send-message" && typeof c.inboxId === "string" && c.inboxId) refs.inboxes.add(c.inboxId);
    if (n.type === "apply-sla-policy" && typeof c.policyId === "string" && c.policyId) refs.slaPolicies.add(c.policyId);
    if (n.type === "condition" && Array.isArray(c.rules)) for (const r of c.rules as { source?: string; key?: string }[]) if (r.source === "tag" && r.key) refs.tags.add(r.key);
  }
  return refs;
}

/**
 * Tags, labels, agents, templates and inboxes the nodes name must be this company's, and an HTTP
 * request's URL must pass the run's own target check: a problem per node otherwise.
 */
async function referenceProblems(ctx: TxCtx, nodes: WorkflowNode[]): Promise<GraphProblem[]> {
  const refs = referencesOf(nodes);
  const [tagRows, agents, tpls, inboxes, policies, labelRows] = await Promise.all([
    refs.tags.size ? ctx.tx.select({ id: tags.id }).from(tags).where(inCompany(tags, ctx, inArray(tags.id, [...refs.tags]))) : [],
    refs.agents.size ? ctx.tx.select({ id: users.id }).from(users).where(inCompany(users, ctx, inArray(users.id, [...refs.agents]))) : [],
    refs.templates.size ? ctx.tx.select({ name: templates.name, language: templates.language }).from(templates).where(inCompany(templates, ctx)) : [],
    refs.inboxes.size
      ? ctx.tx
          .select({ id: channelConnections.id, channel: channelConnections.channel, name: channelConnections.name, deletedAt: channelConnections.deletedAt })
          .from(channelConnections)
          .where(inCompany(channelConnections, ctx, inArray(channelConnections.id, [...refs.inboxes])))
      : [],
    refs.slaPolicies.size ? ctx.tx.select({ id: slaPolicies.id }).from(slaPolicies).where(inCompany(slaPolicies, ctx, inArray(slaPolicies.id, [...refs.slaPolicies]))) : [],
    refs.labels.size ? ctx.tx.select({ id: labels.id }).from(labels).where(inCompany(labels, ctx, inArray(labels.id, [...refs.labels]))) : [],
  ]);
  const knownPolicies = new Set(policies.map((p) => p.id));
  const knownLabels = new Set(labelRows.map((l) => l.id));
  const inboxById = new Map(inboxes.map((i) => [i.id, i]));
  const known = { tags: new Set(tagRows.map((t) => t.id)), agents: new Set(agents.map((a) => a.id)), templates: new Set(tpls.map((t) => `${t.name}\u0000${t.language}`)) };
  const problems: GraphProblem[] = [];
  for (const n of nodes) {
    const c = (n.config ?? {}) as Record<string, unknown>;
    if ((n.type === "add-tag" || n.type === "remove-tag") && typeof c.tagId === "string" && c.tagId && !known.tags.has(c.tagId)) problems.push({ nodeId: n.id, path: "tagId", code: "unknown_tag", message: `Tag ${c.tagId} does not exist` });
    if (n.type === "assign-agent" && c.mode === "agent" && typeof c.agentId === "string" && c.agentId && !known.agents.has(c.agentId)) problems.push({ nodeId: n.id, path: "agentId", code: "unknown_agent", message: `User ${c.agentId} is not a member of this team` });
    if (n.type === "conversation-label" && typeof c.labelId === "string" && c.labelId && !knownLabels.has(c.labelId)) problems.push({ nodeId: n.id, path: "labelId", code: "unknown_label", message: `Label ${c.labelId} does not exist` });
    if (CRM_NODES.has(n.type) && typeof c.assigneeId === "string" && c.assigneeId && !known.agents.has(c.assigneeId)) problems.push({ nodeId: n.id, path: "assigneeId", code: "unknown_agent", message: `User ${c.assigneeId} is not a member of this team` });
    if (n.type === "send-message" && typeof c.inboxId === "string" && c.inboxId) {
      const inbox = inboxById.get(c.inboxId);
      if (!inbox) problems.push({ nodeId: n.id, path: "inboxId", code: "unknown_inbox", message: `Inbox ${c.inboxId} does not exist` });
      else if (inbox.deletedAt) problems.push({ nodeId: n.id, path: "inboxId", code: "deleted_inbox", message: `The inbox "${inbox.name ?? inbox.id}" was deleted` });
      else if (inbox.channel.toLowerCase() !== c.channel) problems.push({ nodeId: n.id, path: "inboxId", code: "wrong_channel", message: `The inbox "${inbox.name ?? inbox.id}" is on ${inbox.channel.toLowerCase()}, not ${String(c.channel)}` });
    }
    if (n.type === "apply-sla-policy" && typeof c.policyId === "string" && c.policyId && !knownPolicies.has(c.policyId))
      problems.push({ nodeId: n.id, path: "policyId", code: "unknown_sla_policy", message: `SLA policy ${c.policyId} does not exist` });
    if (n.type === "http-request" && typeof c.url === "string") {
      const refused = await httpTargetProblem(c.url);
      if (refused) problems.push({ nodeId: n.id, path: "url", code: "unsafe_url", message: `HTTP request: url ${refused} (the run would refuse it)` });
    }
    if (sendsTemplate(n, c) && typeof c.templateName === "string" && c.templateName && !known.templates.has(`${c.templateName}\u0000${c.languageCode}`))
      problems.push({ nodeId: n.id, path: "templateName", code: "unknown_template", message: `Template ${c.templateName} (${String(c.languageCode)}) is not stored here` });
    if (n.type === "condition" && Array.isArray(c.rules))
      (c.rules as { source?: string; key?: string }[]).forEach((r, i) => {
        if (r.source === "tag" && r.key && !known.tags.has(r.key)) problems.push({ nodeId: n.id, path: `rules.${i}.key`, code: "unknown_tag", message: `Tag ${r.key} does not exist` });
      });
  }
  return problems;
}

/**
 * Copies the draft into a new immutable version and makes it the one new runs start on, after
 * every check of validate-graph.ts and the references: a refusal is a 400 listing each problem.
 */
export async function publishWorkflow({ ctx, id }: { ctx: Ctx; id: string }) {
  return withTx(ctx, async (tctx) => {
    const [w] = await tctx.tx.select().from(workflows).where(byIdInCompany(workflows, tctx, id)).for("update");
    if (!w) throw AppError.notFound("Workflow");
    const problems = validateGraph(w.nodes, w.edges);
    if (!problems.length) problems.push(...(await referenceProblems(tctx, w.nodes)));
    if (problems.length) {
      throw new AppError("VALIDATION_ERROR", `The workflow cannot be published: ${problems.length} problem${problems.length === 1 ? "" : "s"}, first: ${problems[0]!.message}`, {
        problems,
        fields: problems.map((p) => ({ path: [p.nodeId ? `nodes.${p.nodeId}` : p.edgeId ? `edges.${p.edgeId}` : "workflow", p.path].filter(Boolean).join("."), message: p.message })),
      });
    }
    const version = w.versionCount + 1;
    const versionId = newId("wfv");
    await tctx.tx.insert(workflowVersions).values({ id: versionId, companyId: ctx.companyId, workflowId: w.id, version, triggerEvent: w.triggerEvent, nodes: w.nodes, edges: w.edges, allowReentry: w.allowReentry });
    const [row] = await tctx.tx
      .update(workflows)
      .set({ status: "PUBLISHED", publishedVersionId: versionId, versionCount: version, draftChanged: false, publishedAt: new Date(), updatedAt: sql`${workflows.updatedAt}` })
      .where(byIdInCompany(workflows, tctx, id))
      .returning();
    return { ...(await presentWorkflow(tctx, row!)), version };
  });
}

/** Stops starting runs; runs under way finish on their version. */
export async function unpublishWorkflow({ ctx, id }: { ctx: Ctx; id: string }) {
  const [row] = await withTx(ctx, (tctx) =>
    tctx.tx
      .update(workflows)
      .set({ status: "UNPUBLISHED", updatedAt: sql`${workflows.updatedAt}` })
      .where(and(byIdInCompany(workflows, tctx, id), eq(workflows.status, "PUBLISHED")))
      .returning(),
  );
  if (row) return presentWorkflow(ctx, row);
  const [w] = await withTx(ctx, (tctx) => tctx.tx.select({ status: workflows.status }).from(workflows).where(byIdInCompany(workflows, tctx, id)));
  if (!w) throw AppError.notFound("Workflow");
  throw AppError.conflict(`The workflow is ${w.status}: only a PUBLISHED workflow can be unpublished`, { status: w.status, allowed: ["PUBLISHED"] });
}
