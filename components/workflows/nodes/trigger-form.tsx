"use client";

import { useId } from "react";
import { triggerEventSchema, WEB_EVENT_PREFIX } from "@/lib/workflows/trigger-event";
import { triggerNode } from "@/lib/workflows/nodes/definitions";
import { TriggerEventPicker } from "../trigger-event-picker";
import { FiltersEditor } from "./fields/filters-editor";
import { useNodeForm, type NodeFormProps } from "./node-form";
import { NodeFormShell } from "./node-form-shell";

/** The workflow's event (kept on the workflow, not the node) and the payload filters on it. */
export function TriggerForm(props: NodeFormProps) {
  const form = useNodeForm(triggerNode.config, props);
  const id = useId();
  const check = triggerEventSchema.safeParse(props.triggerEvent);
  return (
    <NodeFormShell form={form} readOnly={props.readOnly}>
      <div className="grid gap-2">
        <label htmlFor={id} className="text-sm font-medium">
          Trigger event
        </label>
        <TriggerEventPicker id={id} value={props.triggerEvent} onChange={props.onTriggerEventChange} invalid={!check.success} disabled={props.readOnly} />
        {!check.success && (
          <p className="text-destructive text-sm" role="alert">
            {props.triggerEvent.startsWith(WEB_EVENT_PREFIX) ? "Give the website event’s name" : "Choose an event"}
          </p>
        )}
      </div>
      <div className="grid gap-2">
        <span className="text-sm font-medium">Filters</span>
        <p className="text-muted-foreground text-xs">A run starts only when every filter matches the event’s payload.</p>
        <FiltersEditor />
      </div>
    </NodeFormShell>
  );
}
