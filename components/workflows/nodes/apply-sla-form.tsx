"use client";

import Link from "next/link";
import { SelectField, type SelectOption } from "@/components/forms/select-field";
import { useSlaPolicies } from "@/components/sla/use-sla-policies";
import { applySlaPolicyNode } from "@/lib/workflows/nodes/sla-node";
import { useNodeForm, type NodeFormProps } from "./node-form";
import { NodeFormShell } from "./node-form-shell";

export function ApplySlaForm(props: NodeFormProps) {
  const form = useNodeForm(applySlaPolicyNode.config, props);
  const policies = useSlaPolicies();
  const options: SelectOption[] = (policies.data?.data ?? []).map((p) => ({ value: p.id, label: p.name }));
  return (
    <NodeFormShell form={form} readOnly={props.readOnly}>
      <SelectField
        control={form.control}
        name="policyId"
        label="Policy"
        options={options}
        placeholder={policies.isPending ? "Loading policies…" : options.length ? "Choose a policy" : "No policies yet"}
        description={
          !policies.isPending && !options.length ? (
            <>
              Create one under{" "}
              <Link href="/settings/service-levels" className="underline underline-offset-2">
                Settings → Service levels
              </Link>
              .
            </>
          ) : undefined
        }
      />
    </NodeFormShell>
  );
}
