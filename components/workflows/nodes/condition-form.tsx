"use client";

import { SelectField } from "@/components/forms/select-field";
import { conditionNode } from "@/lib/workflows/nodes/definitions";
import { RulesEditor } from "./fields/rules-editor";
import { useNodeForm, type NodeFormProps } from "./node-form";
import { NodeFormShell } from "./node-form-shell";

const MATCH = [
  { value: "all", label: "All rules match (and)" },
  { value: "any", label: "Any rule matches (or)" },
];

/** Rules, then Yes when they match and No otherwise. */
export function ConditionForm(props: NodeFormProps) {
  const form = useNodeForm(conditionNode.config, props);
  return (
    <NodeFormShell form={form} readOnly={props.readOnly}>
      <SelectField control={form.control} name="match" label="Continue by Yes when" options={MATCH} />
      <RulesEditor />
    </NodeFormShell>
  );
}
