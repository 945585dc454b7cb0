"use client";

import { splitNode } from "@/lib/workflows/nodes/definitions";
import { BranchesEditor } from "./fields/branches-editor";
import { useNodeForm, type NodeFormProps } from "./node-form";
import { NodeFormShell } from "./node-form-shell";

export function SplitForm(props: NodeFormProps) {
  const form = useNodeForm(splitNode.config, props);
  return (
    <NodeFormShell form={form} readOnly={props.readOnly}>
      <p className="text-muted-foreground text-sm">Each run takes one branch at random, by these shares. Removing a branch removes its edge.</p>
      <BranchesEditor />
    </NodeFormShell>
  );
}
