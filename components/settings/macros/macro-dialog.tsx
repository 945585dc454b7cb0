"use client";

import { ArrowDownIcon, ArrowUpIcon, PlusIcon, XIcon } from "lucide-react";
import { useFieldArray, useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { toast } from "sonner";
import { ACTION_LABELS } from "@/components/macros/action-labels";
import { useCreateMacro, useUpdateMacro, type Macro } from "@/components/macros/use-macros";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { Form } from "@/components/ui/form";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { Label } from "@/components/ui/label";
import { errorMessage } from "@/lib/client/api";
import { applyApiFieldErrors, schemaResolver } from "@/lib/client/forms";
import { createMacroInput, MACRO_ACTION_TYPES, type CreateMacroInput, type MacroAction, type MacroActionType } from "@/lib/macros/schemas";
import { ActionFields } from "./action-fields";

const resolver = schemaResolver(createMacroInput);

/** The first message in a step's errors (its own, or one of its fields'). */
function stepError(err: unknown): string | undefined {
  if (!err || typeof err !== "object") return undefined;
  const e = err as { message?: unknown };
  if (typeof e.message === "string") return e.message;
  for (const v of Object.values(err)) {
    const m = stepError(v);
    if (m) return m;
  }
  return undefined;
}

const blank = (type: MacroActionType): MacroAction =>
  type === "send_saved_reply" ? { type, savedReplyId: "" } : type === "add_labels" || type === "remove_labels" ? { type, labelIds: [] } : type === "assign_agent" ? { type, agentId: "" } : type === "assign_team" ? { type, teamId: "" } : type === "snooze" ? { type, minutes: 1440 } : { type };

/** Create or edit a macro: its name, who sees it, and its steps in order (add, move, remove). */
export function MacroDialog({ macro, open, onOpenChange, canShare }: { macro: Macro | null; open: boolean; onOpenChange: (open: boolean) => void; canShare: boolean }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{macro ? "Edit macro" : "New macro"}</DialogTitle>
          <DialogDescription>Its steps run in order on a conversation; the first refused step stops the run.</DialogDescription>
        </DialogHeader>
        {open && <MacroForm key={macro?.id ?? "new"} macro={macro} canShare={canShare} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function MacroForm({ macro, canShare, onDone }: { macro: Macro | null; canShare: boolean; onDone: () => void }) {
  const create = useCreateMacro();
  const update = useUpdateMacro();
  const form = useForm<z.input<typeof createMacroInput>, unknown, CreateMacroInput>({ resolver, defaultValues: { name: macro?.name ?? "", visibility: macro?.visibility ?? "personal", actions: macro?.actions ?? [{ type: "resolve" }] } });
  const steps = useFieldArray({ control: form.control, name: "actions" as never });
  const actions = useWatch({ control: form.control, name: "actions" });
  const visibility = useWatch({ control: form.control, name: "visibility" });
  const actionsError = form.formState.errors.actions;

  async function onSubmit(v: CreateMacroInput) {
    try {
      if (macro) await update.mutateAsync({ id: macro.id, input: v });
      else await create.mutateAsync(v);
      toast.success(macro ? `Macro “${v.name}” was updated` : `Macro “${v.name}” was created`);
      onDone();
    } catch (err) {
      if (!applyApiFieldErrors(form, err)) toast.error("Could not save the macro", { description: errorMessage(err) });
    }
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-4">
        <TextField control={form.control} name="name" label="Name" placeholder="Billing hand-off" autoComplete="off" />
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">Who can run it</legend>
          <RadioGroup value={visibility} onValueChange={(v) => form.setValue("visibility", v as "personal" | "shared")} className="flex flex-wrap gap-4">
            <div className="flex items-center gap-2">
              <RadioGroupItem value="personal" id="macro-personal" />
              <Label htmlFor="macro-personal">Only me</Label>
            </div>
            <div className="flex items-center gap-2">
              <RadioGroupItem value="shared" id="macro-shared" disabled={!canShare} />
              <Label htmlFor="macro-shared" className={canShare ? undefined : "text-muted-foreground"}>
                Everyone in the company{!canShare && " (owners and admins)"}
              </Label>
            </div>
          </RadioGroup>
        </fieldset>
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">Steps</legend>
          <ol className="grid gap-2" aria-label="Steps in order">
            {steps.fields.map((f, i) => {
              const a = actions[i]!;
              const message = stepError((actionsError as unknown as Record<number, unknown> | undefined)?.[i]);
              return (
                <li key={f.id} className="bg-card grid gap-2 rounded-md border p-2" data-testid="macro-step">
                  <div className="flex items-center gap-1">
                    <span className="text-muted-foreground w-5 text-xs tabular-nums">{i + 1}.</span>
                    <span className="flex-1 text-sm font-medium">{ACTION_LABELS[a.type]}</span>
                    <Button type="button" variant="ghost" size="icon-sm" disabled={i === 0} onClick={() => steps.move(i, i - 1)} aria-label={`Move step ${i + 1} up`}>
                      <ArrowUpIcon aria-hidden="true" />
                    </Button>
                    <Button type="button" variant="ghost" size="icon-sm" disabled={i === steps.fields.length - 1} onClick={() => steps.move(i, i + 1)} aria-label={`Move step ${i + 1} down`}>
                      <ArrowDownIcon aria-hidden="true" />
                    </Button>
                    <Button type="button" variant="ghost" size="icon-sm" disabled={steps.fields.length === 1} onClick={() => steps.remove(i)} aria-label={`Remove step ${i + 1}`}>
                      <XIcon aria-hidden="true" />
                    </Button>
                  </div>
                  <ActionFields index={i} action={a} onChange={(next) => form.setValue(`actions.${i}`, next, { shouldValidate: form.formState.isSubmitted })} />
                  {message && <p className="text-destructive text-xs">{message}</p>}
                </li>
              );
            })}
          </ol>
          {typeof actionsError?.message === "string" && <p className="text-destructive text-xs">{actionsError.message}</p>}
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button type="button" variant="outline" size="sm" className="justify-self-start" disabled={steps.fields.length >= 20}>
                <PlusIcon aria-hidden="true" />
                Add step
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="start">
              {MACRO_ACTION_TYPES.map((t) => (
                <DropdownMenuItem key={t} onSelect={() => steps.append(blank(t) as never)}>
                  {ACTION_LABELS[t]}
                </DropdownMenuItem>
              ))}
            </DropdownMenuContent>
          </DropdownMenu>
        </fieldset>
        <DialogFooter>
          <Button type="button" variant="ghost" onClick={onDone}>
            Cancel
          </Button>
          <SubmitButton pending={form.formState.isSubmitting}>{macro ? "Save changes" : "Create macro"}</SubmitButton>
        </DialogFooter>
      </form>
    </Form>
  );
}
