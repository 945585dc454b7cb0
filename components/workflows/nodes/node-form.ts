"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm, type DefaultValues, type FieldErrors, type FieldValues, type Resolver } from "react-hook-form";
import type { z } from "zod";
import { sentence } from "@/lib/client/forms";
import type { WorkflowNode } from "@/lib/workflows/graph";
import { nodeDefinition } from "@/lib/workflows/nodes/registry";

/** What every node type's inspector form gets. */
export type NodeFormProps = {
  node: WorkflowNode;
  /** Called with the whole config on every edit, valid or not: a draft may be half done. */
  onChange: (config: Record<string, unknown>) => void;
  readOnly: boolean;
  /** The workflow's event, which the trigger's form edits beside its filters. */
  triggerEvent: string;
  onTriggerEventChange: (event: string) => void;
  /** The other steps' ids, offered as {{steps.<id>…}} variables. */
  stepIds: string[];
};

/**
 * A react-hook-form over the node type's own config schema (the one publish checks), showing
 * its problems from the start and handing every edit to the editor at once. Messages nested
 * in rules and branches are capitalised too, as the dashboard's other forms show them.
 */
export function useNodeForm<S extends z.ZodType<unknown, FieldValues>>(schema: S, { node, onChange }: Pick<NodeFormProps, "node" | "onChange">) {
  const defaults = { ...(nodeDefinition(node.type)?.defaults as object), ...node.config } as DefaultValues<z.input<S>>;
  const form = useForm<z.input<S>, unknown, z.output<S>>({ resolver: nodeResolver(schema), defaultValues: defaults, mode: "onChange" });

  useEffect(() => {
    void form.trigger();
  }, [form]);
  useEffect(() => {
    // A copy: react-hook-form keeps mutating its own values object, the undo history must not change with it.
    return form.subscribe({ formState: { values: true }, callback: ({ values }) => onChange(structuredClone(values) as Record<string, unknown>) });
  }, [form, onChange]);
  return form;
}

function nodeResolver<S extends z.ZodType<unknown, FieldValues>>(schema: S): Resolver<z.input<S>, unknown, z.output<S>> {
  const inner = zodResolver(schema as never) as unknown as Resolver<z.input<S>, unknown, z.output<S>>;
  return async (values, context, options) => {
    const result = await inner(values, context, options);
    capitalise(result.errors);
    return result;
  };
}

function capitalise(errors: FieldErrors | undefined) {
  if (!errors || typeof errors !== "object") return;
  for (const [key, value] of Object.entries(errors)) {
    if (key === "ref" || !value || typeof value !== "object") continue;
    const e = value as { message?: unknown };
    if (typeof e.message === "string") e.message = sentence(e.message);
    capitalise(value as FieldErrors);
  }
}
