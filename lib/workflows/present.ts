import "server-only";
import { sql } from "drizzle-orm";
import type { Workflow } from "@/db/schema";
import { pgArray } from "@/db/sql";
import { dbOf, type Ctx } from "@/lib/domain/context";
import { companySql } from "@/lib/domain/tenancy";
import type { PresentedWorkflow } from "./schemas";

type Stats = PresentedWorkflow["stats"];
const NO_STATS: Stats = { runsLast24h: 0, failedLast24h: 0, active: 0 };

/** Runs started in the last 24 hours, failures among them, and runs under way, per workflow. */
async function runStats(ctx: Ctx, ids: string[]): Promise<Map<string, Stats>> {
  if (!ids.length) return new Map();
  const { rows } = await dbOf(ctx).execute<{ workflow_id: string; runs: number; failed: number; active: number }>(sql`
    select workflow_id,
      count(*) filter (where started_at > now() - interval '24 hours')::int as runs,
      count(*) filter (where started_at > now() - interval '24 hours' and status = 'FAILED')::int as failed,
      count(*) filter (where status in ('RUNNING', 'WAITING'))::int as active
    from workflow_runs
    where ${companySql(ctx)} and workflow_id = any(${pgArray(ids)}::text[])
      and (started_at > now() - interval '24 hours' or status in ('RUNNING', 'WAITING'))
    group by workflow_id`);
  return new Map(rows.map((r) => [r.workflow_id, { runsLast24h: r.runs, failedLast24h: r.failed, active: r.active }]));
}

async function versionNumbers(ctx: Ctx, rows: Workflow[]): Promise<Map<string, number>> {
  const ids = rows.map((r) => r.publishedVersionId).filter((v): v is string => !!v);
  if (!ids.length) return new Map();
  const { rows: found } = await dbOf(ctx).execute<{ id: string; version: number }>(sql`select id, version from workflow_versions where ${companySql(ctx)} and id = any(${pgArray(ids)}::text[])`);
  return new Map(found.map((v) => [v.id, v.version]));
}

export async function presentWorkflows(ctx: Ctx, rows: Workflow[]): Promise<PresentedWorkflow[]> {
  const [stats, versions] = await Promise.all([runStats(ctx, rows.map((r) => r.id)), versionNumbers(ctx, rows)]);
  return rows.map((w) => ({
    id: w.id,
    name: w.name,
    description: w.description,
    triggerEvent: w.triggerEvent,
    status: w.status,
    nodes: w.nodes,
    edges: w.edges,
    allowReentry: w.allowReentry,
    publishedVersion: w.publishedVersionId ? (versions.get(w.publishedVersionId) ?? null) : null,
    hasUnpublishedChanges: w.status === "PUBLISHED" && w.draftChanged,
    publishedAt: w.publishedAt?.toISOString() ?? null,
    stats: stats.get(w.id) ?? NO_STATS,
    createdAt: w.createdAt.toISOString(),
    updatedAt: w.updatedAt.toISOString(),
  }));
}

export async function presentWorkflow(ctx: Ctx, row: Workflow): Promise<PresentedWorkflow> {
  return (await presentWorkflows(ctx, [row]))[0]!;
}
