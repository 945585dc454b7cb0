"use client";

import { SendTimeInputFields } from "@/components/templates/send-time-input-fields";
import { InfoIcon } from "lucide-react";
import { useFormContext, useWatch } from "react-hook-form";
import { CONTACT_FIELD_LABELS, ORDER_FIELD_LABELS, SOURCE_LABELS } from "@/components/templates/builder/mapping-editor";
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { resolveSamples, templateVariables, type WizardValues } from "@/lib/client/campaign-wizard";
import { sendTimeInputs } from "@/lib/client/template-send";
import type { TemplateListItem } from "@/lib/client/types";
import { FieldError } from "./field-error";

type SampleContact = Parameters<typeof resolveSamples>[2];

function describeSource(entry: { type: string; value: string } | undefined): string {
  if (!entry) return "No source saved";
  const label = SOURCE_LABELS[entry.type as keyof typeof SOURCE_LABELS] ?? entry.type;
  if (entry.type === "static") return `${label}: “${entry.value}”`;
  if (entry.type === "contact_field") return `${label}: ${CONTACT_FIELD_LABELS[entry.value as keyof typeof CONTACT_FIELD_LABELS] ?? entry.value}`;
  if (entry.type === "order_field") return `${label}: ${ORDER_FIELD_LABELS[entry.value as keyof typeof ORDER_FIELD_LABELS] ?? entry.value}`;
  return `${label}: ${entry.value}`;
}

/** Step 3: where each {{n}} comes from, and the per-campaign values a header or link needs. */
export function VariablesStep({ template, sampleContact, sampleLoading }: { template: TemplateListItem | null; sampleContact: SampleContact; sampleLoading: boolean }) {
  const { control } = useFormContext<WizardValues>();
  const mode = useWatch({ control, name: "variableMode" });
  if (!template) return <p className="text-muted-foreground text-sm">Pick a template in the first step.</p>;
  const { count, hasSaved } = templateVariables(template);
  const inputs = sendTimeInputs(template);
  const resolved = resolveSamples(template.variableMapping, count, sampleContact);

  if (count === 0 && inputs.length === 0) {
    return (
      <p className="bg-muted/40 text-muted-foreground flex items-start gap-2 rounded-md border px-4 py-3 text-sm">
        <InfoIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        This template has no variables: every recipient gets the same text. Nothing to fill in here.
      </p>
    );
  }

  return (
    <div className="grid gap-6">
      {count > 0 && (
        <fieldset className="grid gap-4">
          <legend className="mb-3 text-sm font-medium">Body variables</legend>
          <FormField
            control={control}
            name="variableMode"
            render={({ field }) => (
              <RadioGroup value={field.value} onValueChange={field.onChange} className="grid gap-3 sm:grid-cols-2" aria-label="Where the variables come from">
                <label className="has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-primary/5 flex cursor-pointer items-start gap-3 rounded-lg border p-3.5 has-disabled:cursor-not-allowed has-disabled:opacity-60">
                  <RadioGroupItem value="saved" disabled={!hasSaved} className="mt-0.5" aria-label="Use the saved sources" />
                  <span className="grid gap-0.5 text-sm">
                    <span className="font-medium">Use the saved sources</span>
                    <span className="text-muted-foreground text-xs">
                      {hasSaved ? "Filled in per contact when each message is sent." : "This template has no saved sources for every variable."}
                    </span>
                  </span>
                </label>
                <label className="has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-primary/5 flex cursor-pointer items-start gap-3 rounded-lg border p-3.5">
                  <RadioGroupItem value="own" className="mt-0.5" aria-label="Same values for everyone" />
                  <span className="grid gap-0.5 text-sm">
                    <span className="font-medium">Same values for everyone</span>
                    <span className="text-muted-foreground text-xs">Typed here; every recipient reads them.</span>
                  </span>
                </label>
              </RadioGroup>
            )}
          />

          {mode === "saved" ? (
            <div className="overflow-hidden rounded-md border">
              <Table>
                <caption className="sr-only">Saved variable sources</caption>
                <TableHeader className="bg-muted/40">
                  <TableRow className="hover:bg-transparent">
                    <TableHead className="w-20">Variable</TableHead>
                    <TableHead>Source</TableHead>
                    <TableHead>{sampleContact ? `For ${sampleContact.name || sampleContact.phone}` : "Sample contact"}</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {Array.from({ length: count }, (_, i) => (
                    <TableRow key={i} data-testid="mapping-row">
                      <TableCell className="font-mono text-xs">{`{{${i + 1}}}`}</TableCell>
                      <TableCell className="whitespace-normal">{describeSource(template.variableMapping?.[String(i + 1)])}</TableCell>
                      <TableCell className="whitespace-normal">
                        {resolved[i] ?? (
                          <span className="text-muted-foreground italic">{sampleLoading ? "Loading…" : sampleContact ? "empty for this contact" : "no contact yet"}</span>
                        )}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
              {resolved.some((v) => v === null) && sampleContact && !sampleLoading && (
                <p className="text-muted-foreground border-t px-3 py-2 text-xs">
                  Contacts that lack a field their variable needs are not sent to; they show as failed with “Variable missing”.
                </p>
              )}
            </div>
          ) : (
            <div className="grid gap-3 sm:grid-cols-2">
              {Array.from({ length: count }, (_, i) => (
                <FormField
                  key={`${template.id}-${i}`}
                  control={control}
                  name={`values.${i}`}
                  render={({ field }) => (
                    <FormItem>
                      <FormLabel>{`Value of {{${i + 1}}}`}</FormLabel>
                      <FormControl>
                        <Input {...field} value={field.value ?? ""} placeholder={template.bodyExamples[i] ? `e.g. ${template.bodyExamples[i]}` : undefined} autoComplete="off" />
                      </FormControl>
                      <FormMessage />
                    </FormItem>
                  )}
                />
              ))}
            </div>
          )}
          <FieldError name="values" />
        </fieldset>
      )}

      {inputs.length > 0 && (
        <fieldset className="grid gap-3">
          <legend className="mb-1 text-sm font-medium">For this campaign</legend>
          <p className="text-muted-foreground -mt-1 text-xs">The template’s header or link needs a value that is the same for every recipient.</p>
          <SendTimeInputFields control={control} inputs={inputs} keyPrefix={template.id} />
        </fieldset>
      )}
      {count > 0 && (
        <p className="text-muted-foreground text-xs">
          The preview beside shows the message as {sampleContact ? sampleContact.name || sampleContact.phone : "a contact of the audience"} would read it.
        </p>
      )}
    </div>
  );
}
