"use client";

import { LayoutGridIcon, PlusIcon, Trash2Icon } from "lucide-react";
import { useState } from "react";
import { useFieldArray, useForm, type UseFormReturn } from "react-hook-form";
import { z } from "zod";
import { SelectField } from "@/components/forms/select-field";
import { TextField } from "@/components/forms/text-field";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Form } from "@/components/ui/form";
import { schemaResolver } from "@/lib/client/forms";
import type { BotchatSendInput } from "@/lib/channels/botchat/messaging/send-schemas";

/** Buttons under one message. The platform takes 8 a row and 12 rows; a phone shows a few a row readably. */
export const MAX_BUTTONS_PER_ROW = 3;
export const MAX_ROWS = 6;

export type InlineKeyboard = NonNullable<NonNullable<BotchatSendInput["keyboard"]>["inline"]>;

const buttonSchema = z
  .object({
    text: z.string().trim().min(1, "is required").max(64, "must be at most 64 characters"),
    kind: z.enum(["reply", "url"]),
    value: z.string().trim().max(2048, "must be at most 2,048 characters"),
  })
  .superRefine((b, ctx) => {
    if (b.kind === "url" && !/^https:\/\/\S+$/.test(b.value)) ctx.addIssue({ code: "custom", path: ["value"], message: "must be an absolute https URL" });
    // callback data is at most 64 bytes on the platform (a character may take several).
    if (b.kind === "reply" && new TextEncoder().encode(b.value || b.text).length > 64) ctx.addIssue({ code: "custom", path: [b.value ? "value" : "text"], message: "must be at most 64 bytes as the reply value" });
  });
const keyboardSchema = z.object({
  rows: z
    .array(z.object({ buttons: z.array(buttonSchema).min(1, "needs at least 1 button").max(MAX_BUTTONS_PER_ROW) }))
    .min(1)
    .max(MAX_ROWS),
});
type Values = z.infer<typeof keyboardSchema>;
type ButtonValues = Values["rows"][number]["buttons"][number];
const resolver = schemaResolver(keyboardSchema);
const EMPTY_BUTTON: ButtonValues = { text: "", kind: "reply", value: "" };
const KINDS = [
  { value: "reply", label: "Reply", description: "Comes back as the customer's choice" },
  { value: "url", label: "Link (https)", description: "Opens the page" },
] as const;

const toForm = (k: InlineKeyboard | null): Values =>
  k ? { rows: k.map((row) => ({ buttons: row.map((b) => (b.url ? { text: b.text, kind: "url", value: b.url } : { text: b.text, kind: "reply", value: b.data && b.data !== b.text ? b.data : "" })) })) } : { rows: [{ buttons: [EMPTY_BUTTON] }] };

// A blank reply value sends the label (the server's default).
const fromForm = (v: Values): InlineKeyboard => v.rows.map((r) => r.buttons.map((b) => (b.kind === "url" ? { text: b.text, url: b.value } : { text: b.text, ...(b.value ? { data: b.value } : {}) })));

/** Edits the inline buttons that go under the next message; the composer shows and sends them. */
export function BotchatKeyboardDialog({ value, onChange, disabled }: { value: InlineKeyboard | null; onChange: (k: InlineKeyboard | null) => void; disabled?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" variant={value ? "secondary" : "ghost"} size="icon" aria-label={value ? "Edit inline buttons" : "Add inline buttons"} title="Inline buttons" disabled={disabled}>
          <LayoutGridIcon aria-hidden="true" />
        </Button>
      </DialogTrigger>
      <DialogContent className="flex max-h-[calc(100svh-2rem)] flex-col sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Inline buttons</DialogTitle>
          <DialogDescription>
            Buttons under your message, up to {MAX_BUTTONS_PER_ROW} a row. A reply button comes back to this conversation as the customer&apos;s choice; a link opens a page.
          </DialogDescription>
        </DialogHeader>
        {open && (
          <KeyboardForm
            initial={value}
            onDone={(k) => {
              onChange(k);
              setOpen(false);
            }}
            onCancel={() => setOpen(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function KeyboardForm({ initial, onDone, onCancel }: { initial: InlineKeyboard | null; onDone: (k: InlineKeyboard | null) => void; onCancel: () => void }) {
  const form = useForm<Values>({ resolver, defaultValues: toForm(initial) });
  const rows = useFieldArray({ control: form.control, name: "rows" });
  return (
    <Form {...form}>
      <form
        onSubmit={(e) => {
          // The dialog is portalled out of the composer's form, but React still bubbles submit to it.
          e.stopPropagation();
          void form.handleSubmit((v) => onDone(fromForm(v)))(e);
        }}
        noValidate
        className="grid min-h-0 gap-4"
      >
        <div className="grid min-h-0 gap-3 overflow-y-auto p-0.5">
          {rows.fields.map((f, i) => (
            <RowFields key={f.id} form={form} index={i} onRemove={rows.fields.length > 1 ? () => rows.remove(i) : undefined} />
          ))}
          <Button type="button" variant="outline" size="sm" className="w-fit" onClick={() => rows.append({ buttons: [EMPTY_BUTTON] })} disabled={rows.fields.length >= MAX_ROWS}>
            <PlusIcon aria-hidden="true" />
            Add a row
          </Button>
        </div>
        <DialogFooter className="sm:justify-between">
          {initial ? (
            <Button type="button" variant="ghost" className="text-destructive" onClick={() => onDone(null)}>
              <Trash2Icon aria-hidden="true" />
              Remove all buttons
            </Button>
          ) : (
            <span />
          )}
          <div className="flex gap-2">
            <Button type="button" variant="ghost" onClick={onCancel}>
              Cancel
            </Button>
            <Button type="submit">Attach buttons</Button>
          </div>
        </DialogFooter>
      </form>
    </Form>
  );
}

function RowFields({ form, index: i, onRemove }: { form: UseFormReturn<Values>; index: number; onRemove?: () => void }) {
  const buttons = useFieldArray({ control: form.control, name: `rows.${i}.buttons` });
  const kinds = form.watch(`rows.${i}.buttons`);
  return (
    <fieldset className="grid gap-3 rounded-lg border p-3" aria-label={`Row ${i + 1}`} data-testid="keyboard-row">
      <div className="flex items-center justify-between">
        <p className="text-sm font-medium">Row {i + 1}</p>
        {onRemove && (
          <Button type="button" variant="ghost" size="sm" onClick={onRemove}>
            <Trash2Icon aria-hidden="true" />
            Remove row
          </Button>
        )}
      </div>
      {buttons.fields.map((b, j) => (
        <div key={b.id} className="grid items-start gap-2 sm:grid-cols-[1fr_9rem_1fr_auto]">
          <TextField control={form.control} name={`rows.${i}.buttons.${j}.text`} label={`Button ${j + 1}`} autoComplete="off" inputProps={{ maxLength: 64 }} />
          <SelectField control={form.control} name={`rows.${i}.buttons.${j}.kind`} label="Does" options={KINDS} description="" />
          {kinds[j]?.kind === "url" ? (
            <TextField control={form.control} name={`rows.${i}.buttons.${j}.value`} label="URL" type="url" placeholder="https://" autoComplete="off" />
          ) : (
            <TextField control={form.control} name={`rows.${i}.buttons.${j}.value`} label="Reply value" placeholder="Same as the label" autoComplete="off" />
          )}
          <Button type="button" variant="ghost" size="icon" className="sm:mt-5.5" onClick={() => buttons.remove(j)} disabled={buttons.fields.length === 1} aria-label={`Remove button ${j + 1} of row ${i + 1}`}>
            <Trash2Icon aria-hidden="true" />
          </Button>
        </div>
      ))}
      <Button type="button" variant="outline" size="sm" className="w-fit" onClick={() => buttons.append(EMPTY_BUTTON)} disabled={buttons.fields.length >= MAX_BUTTONS_PER_ROW}>
        <PlusIcon aria-hidden="true" />
        Add a button
      </Button>
    </fieldset>
  );
}
