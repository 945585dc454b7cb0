"use client";

import { useMemo } from "react";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "sonner";
import { z } from "zod";
import { SelectField } from "@/components/forms/select-field";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { Form, FormField, FormItem, FormMessage } from "@/components/ui/form";
import { ScrollArea } from "@/components/ui/scroll-area";
import { TOKEN_SCOPES } from "@/lib/auth/scopes";
import { errorMessage } from "@/lib/client/api";
import { formatDate } from "@/lib/client/format";
import { applyApiFieldErrors, schemaResolver } from "@/lib/client/forms";
import { useMe } from "@/lib/client/hooks/use-me";
import type { CreateTokenInput } from "@/lib/tokens/schemas";
import { createTokenInput } from "@/lib/tokens/schemas";
import { cn } from "@/lib/utils";
import { endOfDay, EXPIRY_OPTIONS, expiresAtFor, tomorrow } from "./expiry";
import { ScopeChecklist } from "./scope-checklist";

// The API's name and scope rules, plus the dialog's way of choosing an expiry.
const tokenForm = createTokenInput
  .pick({ name: true, scopes: true })
  .extend({ expiry: z.enum(EXPIRY_OPTIONS.map((o) => o.value)), customDate: z.string() })
  .superRefine((v, ctx) => {
    if (v.expiry !== "custom") return;
    if (!v.customDate) ctx.addIssue({ code: "custom", path: ["customDate"], message: "pick a date" });
    else if (endOfDay(v.customDate).getTime() <= Date.now()) ctx.addIssue({ code: "custom", path: ["customDate"], message: "must be in the future" });
  });

type Props = { pending: boolean; onCancel: () => void; onSubmit: (input: CreateTokenInput) => Promise<unknown> };

export function TokenForm({ pending, onCancel, onSubmit }: Props) {
  const { data: me } = useMe();
  const grantable = useMemo(
    () => new Set(TOKEN_SCOPES.filter((s) => me?.scopes.includes("*") || me?.scopes.includes(s))),
    [me],
  );
  const form = useForm({
    resolver: schemaResolver(tokenForm),
    defaultValues: { name: "", scopes: [] as string[], expiry: "90" as const, customDate: "" },
  });
  const [expiry, customDate, scopes] = useWatch({ control: form.control, name: ["expiry", "customDate", "scopes"] });
  const scopeCount = scopes.includes("*") ? "All scopes" : `${scopes.length} selected`;

  async function submit(v: z.output<typeof tokenForm>) {
    try {
      await onSubmit({ name: v.name, scopes: v.scopes, expiresAt: expiresAtFor(v.expiry, v.customDate) });
    } catch (err) {
      if (!applyApiFieldErrors(form, err)) toast.error("Could not create the token", { description: errorMessage(err) });
    }
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(submit)} noValidate className="grid min-h-0 gap-5">
        <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
          <TextField
            control={form.control}
            name="name"
            label="Name"
            description="Something that tells you where the token is used."
            placeholder="e.g. CRM sync"
            autoComplete="off"
            autoFocus
          />
          <SelectField
            control={form.control}
            name="expiry"
            label="Expiration"
            options={EXPIRY_OPTIONS}
            description={
              expiry === "never"
                ? "Never expires."
                : expiry === "custom"
                  ? "Valid through the chosen day."
                  : `Expires ${formatDate(expiresAtFor(expiry, customDate))}.`
            }
          />
        </div>
        {expiry === "custom" && (
          <TextField
            control={form.control}
            name="customDate"
            label="Expiry date"
            className="sm:max-w-56 sm:justify-self-end"
            type="date"
            inputProps={{ min: tomorrow() }}
          />
        )}
        <FormField
          control={form.control}
          name="scopes"
          render={({ field, fieldState }) => (
            <FormItem className="min-h-0">
              <div className="flex items-baseline justify-between">
                <span id="token-scopes-label" className="text-sm font-medium">
                  Scopes
                </span>
                <span className="text-muted-foreground text-xs" aria-live="polite">
                  {scopeCount}
                </span>
              </div>
              <ScrollArea className={cn("h-[min(22rem,42vh)] rounded-md border", fieldState.error && "border-destructive")}>
                <div className="p-3">
                  <ScopeChecklist
                    value={field.value}
                    onChange={field.onChange}
                    grantable={grantable}
                    canGrantAll={grantable.size === TOKEN_SCOPES.length}
                  />
                </div>
              </ScrollArea>
              <FormMessage />
            </FormItem>
          )}
        />
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <SubmitButton pending={pending}>Create token</SubmitButton>
        </DialogFooter>
      </form>
    </Form>
  );
}
