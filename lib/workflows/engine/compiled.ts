import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { workflowVersions, type StoredNode } from "@/db/schema";
import { nodeDefinition } from "../nodes/registry";
import { resolveHandle } from "../validate-graph";

/** A published version ready to walk: nodes by id with parsed configs, and where each output leads. */
export interface CompiledVersion {
  id: string;
  workflowId: string;
  nodes: Map<string, StoredNode & { parsed: unknown }>;
  /** `${nodeId}\u0000${handle}` → target node id. */
  next: Map<string, string>;
  triggerId: string;
  triggerConfig: { filters: { path: string; operator: string; value?: unknown }[] };
}

export function compile(v: { id: string; workflowId: string; nodes: StoredNode[]; edges: { source: string; target: string; sourceHandle?: string | null }[] }): CompiledVersion {
  const nodes = new Map<string, StoredNode & { parsed: unknown }>();
  const outputs = new Map<string, Set<string>>();
  for (const n of v.nodes) {
    const def = nodeDefinition(n.type);
    const parsed = def?.config.safeParse(n.config ?? {});
    nodes.set(n.id, { ...n, parsed: parsed?.success ? parsed.data : undefined });
    outputs.set(n.id, new Set(def?.outputs(parsed?.success ? parsed.data : undefined).map((h) => h.id) ?? []));
  }
  const next = new Map<string, string>();
  for (const e of v.edges) {
    const handle = resolveHandle(e, outputs.get(e.source) ?? new Set());
    if (handle) next.set(`${e.source}\u0000${handle}`, e.target);
  }
  const trigger = v.nodes.find((n) => n.type === "trigger");
  return {
    id: v.id,
    workflowId: v.workflowId,
    nodes,
    next,
    triggerId: trigger?.id ?? "",
    triggerConfig: (nodes.get(trigger?.id ?? "")?.parsed as CompiledVersion["triggerConfig"]) ?? { filters: [] },
  };
}

export function nextNode(v: CompiledVersion, nodeId: string, handle: string): string | null {
  return v.next.get(`${nodeId}\u0000${handle}`) ?? null;
}

// Versions never change once published, so a process keeps what it has read.
const cache = new Map<string, CompiledVersion>();

export async function compiledVersion(id: string): Promise<CompiledVersion | null> {
  const hit = cache.get(id);
  if (hit) return hit;
  const [row] = await getDb().select().from(workflowVersions).where(eq(workflowVersions.id, id));
  if (!row) return null;
  const compiled = compile(row);
  if (cache.size > 2000) cache.clear();
  cache.set(id, compiled);
  return compiled;
}
