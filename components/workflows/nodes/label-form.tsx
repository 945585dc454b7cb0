"use client";

import Link from "next/link";
import { SelectField } from "@/components/forms/select-field";
import { useLabels } from "@/components/labels/use-labels";
import { conversationLabelNode } from "@/lib/workflows/nodes/label-node";
import { useNodeForm, type NodeFormProps } from "./node-form";
import { NodeFormShell } from "./node-form-shell";

/** Add or remove label: which way, and which of the company's conversation labels. */
export function ConversationLabelForm(props: NodeFormProps) {
  const form = useNodeForm(conversationLabelNode.config, props);
  const labels = useLabels();
  const options = (labels.data?.data ?? []).map((l) => ({ value: l.id, label: l.name }));
  return (
    <NodeFormShell form={form} readOnly={props.readOnly}>
      <SelectField
        control={form.control}
        name="action"
        label="Action"
        options={[
          { value: "add", label: "Add the label" },
          { value: "remove", label: "Remove the label" },
        ]}
      />
      <SelectField
        control={form.control}
        name="labelId"
        label="Label"
        options={options}
        placeholder={labels.isPending ? "Loading labels…" : options.length ? "Choose a label" : "No labels yet"}
        description={
          !labels.isPending && options.length === 0 ? (
            <>
              Create labels in{" "}
              <Link href="/settings/labels" className="underline underline-offset-2">
                Settings → Labels
              </Link>{" "}
              first.
            </>
          ) : undefined
        }
      />
    </NodeFormShell>
  );
}
