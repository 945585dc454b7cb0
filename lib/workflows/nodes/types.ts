import type { z } from "zod";

/** An output of a node: the edge's `sourceHandle` names it. */
export interface NodeHandle {
  id: string;
  label: string;
}

export const NODE_CATEGORIES = ["Trigger", "Messages", "Logic", "Contact", "Integrations"] as const;

/**
 * What the API, the editor and the engine share about one node type: its config schema (the
 * API validates with it on publish, the inspector form is driven by it, the executor parses
 * with it), its handles, label and icon. Plain zod and data, so both the server and the
 * browser import it; each type's executor lives beside it in `execute.ts`.
 */
export interface NodeDefinition<S extends z.ZodType = z.ZodType> {
  type: string;
  label: string;
  description: string;
  /** A lucide icon name, drawn by the editor (components/workflows/node-icon.tsx). */
  icon: string;
  category: (typeof NODE_CATEGORIES)[number];
  config: S;
  /** What a node dragged in from the palette starts with. */
  defaults: z.input<S>;
  /** Every type but the trigger takes one incoming handle. */
  hasInput: boolean;
  /** The outputs; a split's depend on its branches. */
  outputs: (config: z.output<S> | undefined) => NodeHandle[];
  /** A cycle may pass through this node: it waits, so a loop through it cannot spin. */
  pauses?: boolean;
}

export function defineNode<S extends z.ZodType>(d: NodeDefinition<S>): NodeDefinition<S> {
  return d;
}

export const NEXT: NodeHandle[] = [{ id: "next", label: "Next" }];
/** Nodes that talk to an outside platform: a refusal leaves by `failed` when it is connected. */
export const NEXT_OR_FAILED: NodeHandle[] = [
  { id: "next", label: "Sent" },
  { id: "failed", label: "Failed" },
];
