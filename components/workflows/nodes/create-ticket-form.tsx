"use client";

import { SelectField } from "@/components/forms/select-field";
import { TICKET_PRIORITIES } from "@/db/enums";
import { createTicketNode } from "@/lib/workflows/nodes/crm-nodes";
import { AssigneeField } from "./fields/entity-fields";
import { TemplatedTextField } from "./fields/templated-text-field";
import { useNodeForm, type NodeFormProps } from "./node-form";
import { NodeFormShell } from "./node-form-shell";

const PRIORITIES = TICKET_PRIORITIES.map((p) => ({ value: p, label: p[0] + p.slice(1).toLowerCase() }));

/** A support ticket about the run's contact; its due time comes from the company's SLA for the priority. */
export function CreateTicketForm(props: NodeFormProps) {
  const form = useNodeForm(createTicketNode.config, props);
  return (
    <NodeFormShell form={form} readOnly={props.readOnly}>
      <TemplatedTextField control={form.control} name="subject" label="Subject" singleLine maxLength={200} stepIds={props.stepIds} />
      <TemplatedTextField control={form.control} name="description" label="Description (optional)" maxLength={10_000} stepIds={props.stepIds} />
      <SelectField control={form.control} name="priority" label="Priority" options={PRIORITIES} description="Sets the ticket's SLA due time." />
      <AssigneeField control={form.control} name="assigneeId" />
    </NodeFormShell>
  );
}
