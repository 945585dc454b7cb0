"use client";

import { SelectField } from "@/components/forms/select-field";
import { LIFECYCLE_STAGES } from "@/lib/contacts/enums";
import { setStageNode } from "@/lib/workflows/nodes/definitions";
import { STAGE_LABELS } from "./labels";
import { useNodeForm, type NodeFormProps } from "./node-form";
import { NodeFormShell } from "./node-form-shell";

const OPTIONS = LIFECYCLE_STAGES.map((s) => ({ value: s, label: STAGE_LABELS[s] ?? s }));

export function StageForm(props: NodeFormProps) {
  const form = useNodeForm(setStageNode.config, props);
  return (
    <NodeFormShell form={form} readOnly={props.readOnly}>
      <SelectField control={form.control} name="stage" label="Lifecycle stage" options={OPTIONS} />
    </NodeFormShell>
  );
}
