"use client";

import { PlusIcon } from "lucide-react";
import { useFieldArray, useFormContext, useWatch } from "react-hook-form";
import { useListError } from "./list-error";
import { Button } from "@/components/ui/button";
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { CONDITION_SOURCES, CONTACT_CONDITION_FIELDS } from "@/lib/workflows/nodes/definitions";
import { CONTACT_FIELD_LABELS, SOURCE_LABELS } from "../labels";
import { OperatorValueFields } from "./operator-value-fields";
import { RowCard } from "./row-card";
import { TagField } from "./entity-fields";

const MAX_RULES = 20;
type Source = (typeof CONDITION_SOURCES)[number];

// A tag rule asks whether the contact has the tag; consent compares the contact's marketing consent.
const TAG_OPERATORS = ["equals", "not_equals"] as const;
const CONSENT_VALUES = [
  { value: "OPTED_IN", label: "Opted in" },
  { value: "OPTED_OUT", label: "Opted out" },
];
const KEY_HINT: Partial<Record<Source, { label: string; placeholder: string }>> = {
  customField: { label: "Custom field key", placeholder: "plan" },
  event: { label: "Path in the event", placeholder: "message.text" },
  step: { label: "Step id and path", placeholder: "http-request-1.body.status" },
};

/** A fresh rule for a source: what each needs first. */
function ruleFor(source: Source) {
  if (source === "contact") return { source, key: "name", operator: "contains", value: "" };
  if (source === "tag") return { source, key: "", operator: "equals" };
  if (source === "consent") return { source, operator: "equals", value: "OPTED_IN" };
  return { source, key: "", operator: "equals", value: "" };
}

/** The condition's rules: where each looks (a contact field, a tag, consent, a custom field, the event, a step) and what it compares. */
export function RulesEditor() {
  const { control, setValue } = useFormContext();
  const { fields, append, remove } = useFieldArray({ control, name: "rules" });
  const rules = useWatch({ control, name: "rules" }) as { source?: Source }[] | undefined;
  const error = useListError(control, "rules");

  return (
    <div className="grid gap-2">
      <ul className="grid gap-2" aria-label="Rules">
        {fields.map((f, i) => {
          const source = rules?.[i]?.source ?? "tag";
          const base = `rules.${i}`;
          return (
            <RowCard key={f.id} title={`Rule ${i + 1}`} removable={fields.length > 1} onRemove={() => remove(i)}>
              <FormField
                control={control}
                name={`${base}.source`}
                render={({ field }) => (
                  <FormItem>
                    <FormLabel className="text-xs">Source</FormLabel>
                    <Select value={field.value ?? ""} onValueChange={(s) => setValue(base, ruleFor(s as Source), { shouldValidate: true, shouldDirty: true })}>
                      <FormControl>
                        <SelectTrigger size="sm" className="w-full">
                          <SelectValue placeholder="Source" />
                        </SelectTrigger>
                      </FormControl>
                      <SelectContent>
                        {CONDITION_SOURCES.map((s) => (
                          <SelectItem key={s} value={s}>
                            {SOURCE_LABELS[s]}
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                  </FormItem>
                )}
              />
              {source === "contact" && (
                <FormField
                  control={control}
                  name={`${base}.key`}
                  render={({ field }) => (
                    <FormItem>
                      <FormLabel className="text-xs">Field</FormLabel>
                      <Select value={field.value ?? ""} onValueChange={field.onChange}>
                        <FormControl>
                          <SelectTrigger size="sm" className="w-full">
                            <SelectValue placeholder="Field" />
                          </SelectTrigger>
                        </FormControl>
                        <SelectContent>
                          {CONTACT_CONDITION_FIELDS.map((k) => (
                            <SelectItem key={k} value={k}>
                              {CONTACT_FIELD_LABELS[k]}
                            </SelectItem>
                          ))}
                        </SelectContent>
                      </Select>
                      <FormMessage />
                    </FormItem>
                  )}
                />
              )}
              {source === "tag" && <TagField control={control} name={`${base}.key`} />}
              {KEY_HINT[source] && (
                <FormField
                  control={control}
                  name={`${base}.key`}
                  render={({ field }) => (
                    <FormItem>
                      <FormLabel className="text-xs">{KEY_HINT[source]!.label}</FormLabel>
                      <FormControl>
                        <Input {...field} value={field.value ?? ""} placeholder={KEY_HINT[source]!.placeholder} className="h-8 font-mono text-[13px]" />
                      </FormControl>
                      <FormMessage />
                    </FormItem>
                  )}
                />
              )}
              {source === "tag" ? (
                <TagOperator base={base} />
              ) : (
                <OperatorValueFields base={base} valueOptions={source === "consent" ? CONSENT_VALUES : undefined} operators={source === "consent" ? ["equals", "not_equals"] : undefined} />
              )}
            </RowCard>
          );
        })}
      </ul>
      {error && <p className="text-destructive text-sm">{error}</p>}
      <Button type="button" variant="outline" size="sm" className="w-fit" disabled={fields.length >= MAX_RULES} onClick={() => append(ruleFor("contact"))}>
        <PlusIcon aria-hidden="true" />
        Add rule
      </Button>
    </div>
  );
}

function TagOperator({ base }: { base: string }) {
  const { control } = useFormContext();
  return (
    <FormField
      control={control}
      name={`${base}.operator`}
      render={({ field }) => (
        <FormItem>
          <FormLabel className="text-xs">The contact</FormLabel>
          <Select value={field.value ?? ""} onValueChange={field.onChange}>
            <FormControl>
              <SelectTrigger size="sm" className="w-full">
                <SelectValue />
              </SelectTrigger>
            </FormControl>
            <SelectContent>
              {TAG_OPERATORS.map((o) => (
                <SelectItem key={o} value={o}>
                  {o === "equals" ? "has the tag" : "does not have the tag"}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </FormItem>
      )}
    />
  );
}
