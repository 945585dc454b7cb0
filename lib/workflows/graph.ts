import { z } from "zod";

/** The spec's limits on one workflow's graph. */
export const MAX_NODES = 500;
export const MAX_EDGES = 1000;
/** Steps one run may take before it is failed as a runaway loop. */
export const MAX_RUN_STEPS = 1000;

const elementId = z
  .string({ error: "is required" })
  .regex(/^[A-Za-z0-9_.:-]{1,64}$/, "must be 1 to 64 letters, digits, _ . : or -");

/**
 * A node as stored and exchanged (spec: {id, type, position?, label?, config?, version?}). The
 * type's own config schema is applied on publish (validate-graph.ts): a draft may be half done.
 */
export const nodeSchema = z
  .object({
    id: elementId,
    type: z.string({ error: "is required" }).min(1, "is required").max(64),
    position: z.object({ x: z.number({ error: "must be a number" }), y: z.number({ error: "must be a number" }) }).optional(),
    label: z.string().trim().max(100, "must be at most 100 characters").optional(),
    config: z.record(z.string(), z.unknown(), { error: "must be an object" }).optional(),
    version: z.number().int().min(1).max(1, "version 1 is the only version of every node type").optional(),
  })
  .meta({ id: "WorkflowNode" });

export const edgeSchema = z
  .object({
    id: elementId,
    source: elementId,
    target: elementId,
    sourceHandle: z.string().max(64).nullable().optional().meta({ description: "The source node's output; may be left out when the node has only one" }),
  })
  .meta({ id: "WorkflowEdge" });

export const nodesSchema = z.array(nodeSchema, { error: "must be an array of nodes" }).max(MAX_NODES, `at most ${MAX_NODES} nodes`);
export const edgesSchema = z.array(edgeSchema, { error: "is required: an array of edges (may be empty)" }).max(MAX_EDGES, `at most ${MAX_EDGES} edges`);

export type WorkflowNode = z.infer<typeof nodeSchema>;
export type WorkflowEdge = z.infer<typeof edgeSchema>;
