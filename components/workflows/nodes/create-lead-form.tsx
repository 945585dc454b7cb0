"use client";

import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { SelectField } from "@/components/forms/select-field";
import { TextField } from "@/components/forms/text-field";
import { LEAD_STAGES } from "@/db/enums";
import { createLeadNode } from "@/lib/workflows/nodes/crm-nodes";
import { AssigneeField } from "./fields/entity-fields";
import { NumberInput } from "./fields/number-input";
import { TemplatedTextField } from "./fields/templated-text-field";
import { useNodeForm, type NodeFormProps } from "./node-form";
import { NodeFormShell } from "./node-form-shell";

const STAGES = LEAD_STAGES.map((s) => ({ value: s, label: s[0] + s.slice(1).toLowerCase() }));

/** A lead in the sales pipeline about the run's contact. */
export function CreateLeadForm(props: NodeFormProps) {
  const form = useNodeForm(createLeadNode.config, props);
  return (
    <NodeFormShell form={form} readOnly={props.readOnly}>
      <TemplatedTextField control={form.control} name="title" label="Title" singleLine maxLength={200} stepIds={props.stepIds} />
      <div className="grid grid-cols-[minmax(0,1fr)_6rem] items-start gap-2">
        <FormField
          control={form.control}
          name="value"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Value (optional)</FormLabel>
              <FormControl>
                <NumberInput value={field.value} onValueChange={(v) => field.onChange(Number.isNaN(v) ? undefined : v)} min={0} step="0.01" />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <TextField control={form.control} name="currency" label="Currency" placeholder="USD" />
      </div>
      <SelectField control={form.control} name="stage" label="Stage" options={STAGES} />
      <TextField control={form.control} name="source" label="Source (optional)" placeholder="workflow" />
      <AssigneeField control={form.control} name="assigneeId" />
    </NodeFormShell>
  );
}
