"use client";

import { useEffect } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { emptyMappingRow, type MappingRow as MappingRowValues } from "@/lib/client/template-form";
import { useCustomFieldKeys } from "@/lib/client/hooks/use-contacts";
import { CONTACT_VARIABLE_FIELDS, ORDER_VARIABLE_FIELDS, VARIABLE_TYPES, type VariableType } from "@/lib/templates/enums";
import { SelectField, TextField } from "./builder-field";
import { SectionProblem } from "./problems";

export const SOURCE_LABELS: Record<VariableType, string> = {
  static: "Fixed text",
  contact_field: "Contact field",
  custom_field: "Contact custom field",
  order_field: "Last order",
  web_event_field: "Web event field",
};
const SOURCE_OPTIONS = VARIABLE_TYPES.map((t) => ({ value: t, label: SOURCE_LABELS[t] }));

export const CONTACT_FIELD_LABELS: Record<(typeof CONTACT_VARIABLE_FIELDS)[number], string> = {
  firstName: "First name",
  lastName: "Last name",
  name: "Full name",
  email: "Email",
  phone: "Phone",
};
export const ORDER_FIELD_LABELS: Record<(typeof ORDER_VARIABLE_FIELDS)[number], string> = {
  "last.order.total": "Total",
  "last.order.product": "Product",
  "last.order.status": "Status",
  "last.order.date": "Date",
  "last.order.shipping_address": "Shipping address",
  "last.order.tracking_number": "Tracking number",
};
const CONTACT_OPTIONS = CONTACT_VARIABLE_FIELDS.map((f) => ({ value: f, label: CONTACT_FIELD_LABELS[f] }));
const ORDER_OPTIONS = ORDER_VARIABLE_FIELDS.map((f) => ({ value: f, label: ORDER_FIELD_LABELS[f] }));

/**
 * Where each body variable's value comes from when the template is sent: one row per {{n}},
 * a source and its value. Works in any form whose values hold `mapping` (the builder, the
 * template page's mapping card).
 */
export function MappingEditor({ count, samples }: { count: number; samples?: readonly (string | undefined)[] }) {
  const { getValues, setValue } = useFormContext();
  // A variable just typed gets its row, so its source select shows the default instead of nothing.
  useEffect(() => {
    const rows = (getValues("mapping") as (MappingRowValues | undefined)[] | undefined) ?? [];
    if (Array.from({ length: count }).some((_, i) => !rows[i]?.type)) {
      setValue("mapping", Array.from({ length: Math.max(rows.length, count) }, (_, i) => ({ ...emptyMappingRow(), ...rows[i] })));
    }
  }, [count, getValues, setValue]);
  if (count === 0) return <p className="text-muted-foreground text-sm">The body has no variables, so there is nothing to fill in at send time.</p>;
  return (
    <div className="grid gap-3">
      <SectionProblem path="mapping" />
      <ol className="grid gap-3">
        {Array.from({ length: count }, (_, i) => (
          <MappingRow key={i} index={i} sample={samples?.[i]} />
        ))}
      </ol>
    </div>
  );
}

function MappingRow({ index, sample }: { index: number; sample?: string }) {
  const { control, setValue } = useFormContext();
  const at = `mapping.${index}`;
  const type = (useWatch({ control, name: `${at}.type` }) as VariableType | undefined) ?? "contact_field";
  return (
    <li className="grid items-start gap-3 rounded-lg border p-3 sm:grid-cols-[5rem_minmax(0,1fr)_minmax(0,1.3fr)]" data-testid="mapping-row">
      <div className="grid gap-1 pt-1">
        <span className="font-mono text-sm font-semibold">{`{{${index + 1}}}`}</span>
        {sample && (
          <span className="text-muted-foreground truncate text-xs" title={`Sample: ${sample}`}>
            {sample}
          </span>
        )}
      </div>
      <SelectField
        name={`${at}.type`}
        label={`Source of {{${index + 1}}}`}
        options={SOURCE_OPTIONS}
        // A value of one source means nothing in another.
        onPicked={() => setValue(`${at}.value`, "", { shouldDirty: true })}
      />
      <ValueField at={at} type={type} index={index} />
    </li>
  );
}

function ValueField({ at, type, index }: { at: string; type: VariableType; index: number }) {
  const keys = useCustomFieldKeys();
  const name = `${at}.value`;
  const label = `Value of {{${index + 1}}}`;
  switch (type) {
    case "contact_field":
      return <SelectField name={name} label={label} options={CONTACT_OPTIONS} placeholder="Choose a field" />;
    case "order_field":
      return <SelectField name={name} label={label} options={ORDER_OPTIONS} placeholder="Choose a field" />;
    case "custom_field":
      return (
        <>
          <TextField name={name} label={label} placeholder="e.g. loyalty_tier" inputProps={{ list: `${name}-keys`, spellCheck: false, className: "font-mono text-sm" }} />
          <datalist id={`${name}-keys`}>
            {(keys.data?.data ?? []).map((k) => (
              <option key={k.key} value={k.key} />
            ))}
          </datalist>
        </>
      );
    case "web_event_field":
      return <TextField name={name} label={label} placeholder="data.order.id" description="A dot path inside the event that triggers the send." inputProps={{ spellCheck: false, className: "font-mono text-sm" }} />;
    default:
      return <TextField name={name} label={label} placeholder="The same text for every customer" />;
  }
}
