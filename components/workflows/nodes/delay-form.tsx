"use client";

import { FormControl, FormField, FormItem, FormLabel, FormMessage, FormDescription } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { delayNode } from "@/lib/workflows/nodes/definitions";
import { ChoiceField } from "./fields/choice-field";
import { DurationField } from "./fields/duration-field";
import { useNodeForm, type NodeFormProps } from "./node-form";
import { NodeFormShell } from "./node-form-shell";

const MODES = [
  { value: "duration", label: "For a while" },
  { value: "until_time", label: "Until a time of day" },
];

export function DelayForm(props: NodeFormProps) {
  const form = useNodeForm(delayNode.config, props);
  const mode = form.watch("mode");
  // The two modes have different fields: switching starts the other shape afresh.
  function pick(next: string) {
    form.reset(next === "until_time" ? { mode: "until_time", time: "09:00" } : { mode: "duration", duration: { amount: 1, unit: "hours" } });
    void form.trigger();
  }
  return (
    <NodeFormShell form={form} readOnly={props.readOnly}>
      <ChoiceField name="mode" label="Wait" options={MODES} onPick={pick} />
      {mode === "until_time" ? (
        <FormField
          control={form.control}
          name="time"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Time of day</FormLabel>
              <FormControl>
                <Input type="time" {...field} value={typeof field.value === "string" ? field.value : ""} className="w-36" />
              </FormControl>
              <FormDescription className="text-xs">In the company’s time zone; a time already past today waits for tomorrow.</FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
      ) : (
        <DurationField control={form.control} name="duration" label="How long" />
      )}
    </NodeFormShell>
  );
}
