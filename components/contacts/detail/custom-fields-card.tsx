"use client";

import { PlusIcon, Trash2Icon } from "lucide-react";
import { useId } from "react";
import { useFieldArray, useForm } from "react-hook-form";
import { toast } from "sonner";
import { z } from "zod";
import { SubmitButton } from "@/components/forms/submit-button";
import { Button } from "@/components/ui/button";
import { Card, CardAction, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Form, FormControl, FormField, FormItem, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { errorMessage } from "@/lib/client/api";
import { schemaResolver } from "@/lib/client/forms";
import { useCustomFieldKeys, useUpdateContact } from "@/lib/client/hooks/use-contacts";
import type { Contact } from "@/lib/client/types";
import { CUSTOM_FIELD_KEY } from "@/lib/contacts/schemas";

// The API's key and value rules, per row, plus one the API can't see: no key twice.
const fieldsForm = z
  .object({
    rows: z
      .array(
        z.object({
          key: z.string().trim().regex(CUSTOM_FIELD_KEY, "start with a letter; letters, digits and _ only"),
          value: z.string().max(1000, "at most 1,000 characters"),
        }),
      )
      .max(50, "at most 50 custom fields"),
  })
  .superRefine((v, ctx) => {
    const seen = new Set<string>();
    v.rows.forEach((r, i) => {
      if (seen.has(r.key)) ctx.addIssue({ code: "custom", path: ["rows", i, "key"], message: "this key is used above" });
      seen.add(r.key);
    });
  });
const resolver = schemaResolver(fieldsForm);
type Row = { key: string; value: string };

const rowsOf = (c: Contact): Row[] => Object.entries(c.customFields).map(([key, value]) => ({ key, value: value === null ? "" : String(value) }));

/** What to send: removed keys as null, new or changed values as text; untouched ones not at all. */
function patchOf(before: Contact["customFields"], rows: Row[]): Record<string, string | null> {
  const patch: Record<string, string | null> = {};
  const kept = new Set(rows.map((r) => r.key));
  for (const key of Object.keys(before)) if (!kept.has(key)) patch[key] = null;
  for (const r of rows) if (!(r.key in before) || String(before[r.key] ?? "") !== r.value) patch[r.key] = r.value;
  return patch;
}

export function CustomFieldsCard({ contact, canWrite }: { contact: Contact; canWrite: boolean }) {
  const update = useUpdateContact(contact.id);
  const keys = useCustomFieldKeys();
  const listId = useId();
  const form = useForm({ resolver, defaultValues: { rows: rowsOf(contact) }, disabled: !canWrite });
  const rows = useFieldArray({ control: form.control, name: "rows" });

  async function onSubmit(values: z.output<typeof fieldsForm>) {
    const patch = patchOf(contact.customFields, values.rows);
    if (!Object.keys(patch).length) return form.reset({ rows: values.rows });
    try {
      const saved = await update.mutateAsync({ customFields: patch });
      form.reset({ rows: rowsOf(saved) });
      toast.success("Custom fields saved");
    } catch (err) {
      toast.error("Could not save the custom fields", { description: errorMessage(err) });
    }
  }

  const used = new Set(rows.fields.map((f) => f.key));
  const suggestions = (keys.data?.data ?? []).filter((k) => !used.has(k.key));

  return (
    <Card>
      <CardHeader>
        <CardTitle>Custom fields</CardTitle>
        <CardDescription>Your own data about the contact, such as plan or city. Templates and workflows can use them.</CardDescription>
        {canWrite && (
          <CardAction>
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => rows.append({ key: "", value: "" }, { shouldFocus: true })}
              disabled={rows.fields.length >= 50}
            >
              <PlusIcon aria-hidden="true" />
              Add field
            </Button>
          </CardAction>
        )}
      </CardHeader>
      <Form {...form}>
        <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="contents">
          <CardContent>
            {rows.fields.length === 0 ? (
              <p className="text-muted-foreground text-sm">No custom fields yet.</p>
            ) : (
              <div className="grid gap-2" role="list" aria-label="Custom fields">
                <div className="text-muted-foreground grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)_2rem] gap-2 text-xs font-medium" aria-hidden="true">
                  <span>Key</span>
                  <span>Value</span>
                </div>
                {rows.fields.map((f, i) => (
                  <div key={f.id} role="listitem" className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)_2rem] items-start gap-2">
                    <FormField
                      control={form.control}
                      name={`rows.${i}.key`}
                      render={({ field }) => (
                        <FormItem className="gap-1">
                          <FormControl>
                            <Input {...field} list={listId} placeholder="key" aria-label={`Key of field ${i + 1}`} className="font-mono text-xs" spellCheck={false} autoComplete="off" />
                          </FormControl>
                          <FormMessage className="text-xs" />
                        </FormItem>
                      )}
                    />
                    <FormField
                      control={form.control}
                      name={`rows.${i}.value`}
                      render={({ field }) => (
                        <FormItem className="gap-1">
                          <FormControl>
                            <Input {...field} placeholder="value" aria-label={`Value of ${form.getValues(`rows.${i}.key`) || `field ${i + 1}`}`} autoComplete="off" />
                          </FormControl>
                          <FormMessage className="text-xs" />
                        </FormItem>
                      )}
                    />
                    {canWrite && (
                      <Button
                        type="button"
                        variant="ghost"
                        size="icon-sm"
                        className="text-muted-foreground hover:text-destructive mt-0.5"
                        onClick={() => rows.remove(i)}
                        aria-label={`Remove field ${form.getValues(`rows.${i}.key`) || i + 1}`}
                      >
                        <Trash2Icon aria-hidden="true" />
                      </Button>
                    )}
                  </div>
                ))}
              </div>
            )}
            <datalist id={listId}>
              {suggestions.map((k) => (
                <option key={k.key} value={k.key}>
                  {`${k.usage} ${k.usage === 1 ? "contact" : "contacts"}`}
                </option>
              ))}
            </datalist>
          </CardContent>
          {canWrite && form.formState.isDirty && (
            <CardFooter className="justify-end gap-2 border-t">
              <Button type="button" variant="ghost" onClick={() => form.reset()} disabled={form.formState.isSubmitting}>
                Discard
              </Button>
              <SubmitButton pending={form.formState.isSubmitting}>Save fields</SubmitButton>
            </CardFooter>
          )}
        </form>
      </Form>
    </Card>
  );
}
