"use client";

import { SelectField } from "@/components/forms/select-field";
import { LabeledField } from "@/components/forms/labeled-field";
import { FormControl } from "@/components/ui/form";
import { HTTP_METHODS, httpRequestNode } from "@/lib/workflows/nodes/definitions";
import { HeadersEditor } from "./fields/headers-editor";
import { NumberInput } from "./fields/number-input";
import { TemplatedTextField } from "./fields/templated-text-field";
import { useNodeForm, type NodeFormProps } from "./node-form";
import { NodeFormShell } from "./node-form-shell";

const METHODS = HTTP_METHODS.map((m) => ({ value: m, label: m }));

export function HttpRequestForm(props: NodeFormProps) {
  const form = useNodeForm(httpRequestNode.config, props);
  const method = form.watch("method");
  return (
    <NodeFormShell form={form} readOnly={props.readOnly}>
      <SelectField control={form.control} name="method" label="Method" options={METHODS} />
      <TemplatedTextField control={form.control} name="url" label="URL" singleLine stepIds={props.stepIds} description="A public address; private networks are refused, as for webhooks." />
      <div className="grid gap-2">
        <span className="text-sm font-medium">Headers</span>
        <HeadersEditor />
      </div>
      {method !== "GET" && <TemplatedTextField control={form.control} name="body" label="Body" maxLength={20_000} stepIds={props.stepIds} />}
      <LabeledField control={form.control} name="timeoutSeconds" label="Timeout (seconds)" description="1 to 30. A timeout or an answer outside 2xx leaves by Failed.">
        {(field) => (
          <FormControl>
            <NumberInput name={field.name} ref={field.ref} onBlur={field.onBlur} value={field.value} onValueChange={field.onChange} min={1} max={30} className="w-24" />
          </FormControl>
        )}
      </LabeledField>
    </NodeFormShell>
  );
}
