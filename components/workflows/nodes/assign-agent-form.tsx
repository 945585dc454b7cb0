"use client";

import { assignAgentNode } from "@/lib/workflows/nodes/definitions";
import { ChoiceField } from "./fields/choice-field";
import { AgentField } from "./fields/entity-fields";
import { useNodeForm, type NodeFormProps } from "./node-form";
import { NodeFormShell } from "./node-form-shell";

const MODES = [
  { value: "round_robin", label: "The next agent in turn (round robin)" },
  { value: "agent", label: "One agent" },
];

export function AssignAgentForm(props: NodeFormProps) {
  const form = useNodeForm(assignAgentNode.config, props);
  const mode = form.watch("mode");
  return (
    <NodeFormShell form={form} readOnly={props.readOnly}>
      <ChoiceField name="mode" label="Assign to" options={MODES} />
      {mode === "agent" && <AgentField control={form.control} name="agentId" />}
    </NodeFormShell>
  );
}
