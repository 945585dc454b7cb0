"use client";

import { ArrowRightIcon, PlusIcon, XIcon } from "lucide-react";
import { useFieldArray, type Control } from "react-hook-form";
import { TextField } from "@/components/forms/text-field";
import { PathListEditor } from "@/components/webhooks/path-list-editor";
import { Button } from "@/components/ui/button";
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { useCustomFieldKeys } from "@/lib/client/hooks/use-contacts";
import { contactMappingSchema, type CreateIntegrationInput } from "@/lib/web-events/schemas";
import type { IntegrationValues } from "./integration-form-values";

type FormControlOf = Control<IntegrationValues, unknown, CreateIntegrationInput>;
const columnItem = contactMappingSchema.shape.displayColumns.unwrap().element;
const MAX_ENRICH = 50;

/** Which fields of the posted JSON identify the contact, enrich it, and show in the events table. */
export function MappingFields({ control }: { control: FormControlOf }) {
  const path = { spellCheck: false, className: "font-mono text-sm" };
  return (
    <fieldset className="grid gap-4">
      <legend className="mb-1 text-sm font-semibold">Contact mapping</legend>
      <p className="text-muted-foreground -mt-2 text-sm">
        Dot-paths into the JSON your website posts, such as <code className="font-mono text-xs">customer.email</code>. A phone or an email path is
        required.
      </p>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField control={control} name="contactMapping.phoneField" label="Phone field" placeholder="phone" inputProps={path} />
        <TextField control={control} name="contactMapping.emailField" label="Email field" placeholder="email" inputProps={path} />
        <TextField control={control} name="contactMapping.nameField" label="Name field" placeholder="name" inputProps={path} />
      </div>
      <EnrichFields control={control} />
      <FormField
        control={control}
        name="contactMapping.displayColumns"
        render={({ field, fieldState }) => (
          <FormItem>
            <FormLabel asChild>
              <span>Columns in recent events</span>
            </FormLabel>
            <PathListEditor value={field.value} onChange={field.onChange} item={columnItem} max={10} label="Column path" placeholder="properties.cartValue" invalid={!!fieldState.error} />
            <FormMessage />
          </FormItem>
        )}
      />
    </fieldset>
  );
}

function EnrichFields({ control }: { control: FormControlOf }) {
  const { fields, append, remove } = useFieldArray({ control, name: "contactMapping.enrichFields" });
  const keys = useCustomFieldKeys();
  return (
    <div className="grid gap-2">
      <span className="text-sm font-medium" id="enrich-label">
        Copy into custom fields
      </span>
      <datalist id="custom-field-keys">
        {keys.data?.data.map((k) => (
          <option key={k.key} value={k.key} />
        ))}
      </datalist>
      {fields.length > 0 && (
        <ul className="grid gap-2" aria-labelledby="enrich-label">
          {fields.map((f, i) => (
            <li key={f.id} className="grid grid-cols-[1fr_auto_1fr_auto] items-start gap-2">
              <FormField
                control={control}
                name={`contactMapping.enrichFields.${i}.source`}
                render={({ field }) => (
                  <FormItem>
                    <FormControl>
                      <Input {...field} placeholder="properties.plan" aria-label={`Event path ${i + 1}`} className="font-mono text-sm" spellCheck={false} />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <ArrowRightIcon className="text-muted-foreground mt-2.5 size-4" aria-hidden="true" />
              <FormField
                control={control}
                name={`contactMapping.enrichFields.${i}.target`}
                render={({ field }) => (
                  <FormItem>
                    <FormControl>
                      <Input {...field} placeholder="plan" list="custom-field-keys" aria-label={`Custom field ${i + 1}`} className="font-mono text-sm" spellCheck={false} />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <Button type="button" variant="ghost" size="icon" onClick={() => remove(i)} aria-label={`Remove mapping ${i + 1}`}>
                <XIcon aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div>
        <Button type="button" variant="outline" size="sm" disabled={fields.length >= MAX_ENRICH} onClick={() => append({ source: "", target: "" })}>
          <PlusIcon aria-hidden="true" />
          Add field
        </Button>
      </div>
      <p className="text-muted-foreground text-sm">The value at the event path is saved on the matched contact under the custom field.</p>
    </div>
  );
}
