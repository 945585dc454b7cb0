"use client";

import { SelectField } from "@/components/forms/select-field";
import { TextField } from "@/components/forms/text-field";
import { UPDATABLE_FIELDS, updateFieldNode } from "@/lib/workflows/nodes/definitions";
import { TemplatedTextField } from "./fields/templated-text-field";
import { UPDATABLE_FIELD_LABELS } from "./labels";
import { useNodeForm, type NodeFormProps } from "./node-form";
import { NodeFormShell } from "./node-form-shell";

const FIELDS = UPDATABLE_FIELDS.map((f) => ({ value: f, label: UPDATABLE_FIELD_LABELS[f] }));

export function UpdateFieldForm(props: NodeFormProps) {
  const form = useNodeForm(updateFieldNode.config, props);
  const field = form.watch("field");
  return (
    <NodeFormShell form={form} readOnly={props.readOnly}>
      <SelectField control={form.control} name="field" label="Field" options={FIELDS} />
      {field === "customField" && <TextField control={form.control} name="key" label="Custom field key" placeholder="plan" inputProps={{ className: "font-mono text-[13px]" }} />}
      <TemplatedTextField control={form.control} name="value" label="New value" singleLine maxLength={2000} stepIds={props.stepIds} description="Empty clears the field." />
    </NodeFormShell>
  );
}
