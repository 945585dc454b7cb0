"use client";

import { sendTemplateNode } from "@/lib/workflows/nodes/definitions";
import { TemplateFields } from "./fields/template-fields";
import { useNodeForm, type NodeFormProps } from "./node-form";
import { NodeFormShell } from "./node-form-shell";

/** An approved chatapp template from the default number. */
export function SendTemplateForm(props: NodeFormProps) {
  const form = useNodeForm(sendTemplateNode.config, props);
  return (
    <NodeFormShell form={form} readOnly={props.readOnly}>
      <TemplateFields form={form} nodeId={props.node.id} stepIds={props.stepIds} />
    </NodeFormShell>
  );
}
