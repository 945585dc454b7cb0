"use client";

import { sendTextNode } from "@/lib/workflows/nodes/definitions";
import { TemplatedTextField } from "./fields/templated-text-field";
import { useNodeForm, type NodeFormProps } from "./node-form";
import { NodeFormShell } from "./node-form-shell";

export function SendTextForm(props: NodeFormProps) {
  const form = useNodeForm(sendTextNode.config, props);
  return (
    <NodeFormShell form={form} readOnly={props.readOnly}>
      <TemplatedTextField
        control={form.control}
        name="text"
        label="Message"
        maxLength={4096}
        stepIds={props.stepIds}
        description="Sent only inside the 24-hour window (the contact wrote in the last day); otherwise the step leaves by Failed."
      />
    </NodeFormShell>
  );
}
