"use client";

import { waitForReplyNode } from "@/lib/workflows/nodes/definitions";
import { DurationField } from "./fields/duration-field";
import { useNodeForm, type NodeFormProps } from "./node-form";
import { NodeFormShell } from "./node-form-shell";

export function WaitForReplyForm(props: NodeFormProps) {
  const form = useNodeForm(waitForReplyNode.config, props);
  return (
    <NodeFormShell form={form} readOnly={props.readOnly}>
      <p className="text-muted-foreground text-sm">The run continues by Replied when the contact writes on any channel, or by Timed out.</p>
      <DurationField control={form.control} name="timeout" label="Wait at most" />
    </NodeFormShell>
  );
}
