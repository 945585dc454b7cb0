"use client";

import { Switch } from "@/components/ui/switch";
import { Label } from "@/components/ui/label";
import { createTaskNode } from "@/lib/workflows/nodes/crm-nodes";
import { DurationField } from "./fields/duration-field";
import { AssigneeField } from "./fields/entity-fields";
import { TemplatedTextField } from "./fields/templated-text-field";
import { useNodeForm, type NodeFormProps } from "./node-form";
import { NodeFormShell } from "./node-form-shell";

/** A to-do about the run's contact, due some time after the step runs (or never). */
export function CreateTaskForm(props: NodeFormProps) {
  const form = useNodeForm(createTaskNode.config, props);
  const dueIn = form.watch("dueIn");
  const id = `${props.node.id}-due`;
  return (
    <NodeFormShell form={form} readOnly={props.readOnly}>
      <TemplatedTextField control={form.control} name="title" label="Title" singleLine maxLength={200} stepIds={props.stepIds} />
      <TemplatedTextField control={form.control} name="description" label="Description (optional)" maxLength={10_000} stepIds={props.stepIds} />
      <div className="flex items-center gap-3">
        <Switch id={id} checked={!!dueIn} onCheckedChange={(on) => form.setValue("dueIn", on ? { amount: 1, unit: "days" } : undefined, { shouldValidate: true })} />
        <Label htmlFor={id}>Due after the step</Label>
      </div>
      {dueIn && <DurationField control={form.control} name="dueIn" label="Due in" />}
      <AssigneeField control={form.control} name="assigneeId" />
    </NodeFormShell>
  );
}
