"use client";

import { addTagNode } from "@/lib/workflows/nodes/definitions";
import { TagField } from "./fields/entity-fields";
import { useNodeForm, type NodeFormProps } from "./node-form";
import { NodeFormShell } from "./node-form-shell";

/** Add tag and Remove tag share their config: one tag. */
export function TagForm(props: NodeFormProps) {
  const form = useNodeForm(addTagNode.config, props);
  return (
    <NodeFormShell form={form} readOnly={props.readOnly}>
      <TagField control={form.control} name="tagId" />
    </NodeFormShell>
  );
}
