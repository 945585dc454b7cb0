"use client";

import Link from "next/link";
import type { UseFormReturn } from "react-hook-form";
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Switch } from "@/components/ui/switch";
import { useTemplates } from "@/lib/client/hooks/use-templates";
import { TemplatedTextField } from "./templated-text-field";

const APPROVED = new URLSearchParams({ status: "APPROVED", limit: "100" }).toString();
const keyOf = (name: string, language: string) => `${name}|${language}`;

/** How many {{n}} a body holds: the values given here fill them in order. */
function variableCount(body: string): number {
  return Math.max(0, ...[...body.matchAll(/\{\{(\d+)\}\}/g)].map((m) => Number(m[1])));
}

/**
 * An approved template (allowed outside the 24-hour window) and, optionally, its variables'
 * values: the fields of the chatapp template node, which the send-message node reuses.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any node form whose config holds templateName, languageCode and bodyVariables.
export function TemplateFields({ form, nodeId, stepIds }: { form: UseFormReturn<any, any, any>; nodeId: string; stepIds: string[] }) {
  const templates = useTemplates(APPROVED);
  const [name, language, values] = form.watch(["templateName", "languageCode", "bodyVariables"]) as [string | undefined, string | undefined, string[] | undefined];
  const list = templates.data?.data ?? [];
  const picked = list.find((t) => t.name === name && t.language === language);
  const count = picked ? variableCount(picked.bodyText) : (values?.length ?? 0);
  const own = Array.isArray(values);

  return (
    <>
      <FormField
        control={form.control}
        name="templateName"
        render={({ field }) => (
          <FormItem>
            <FormLabel>Template</FormLabel>
            <Select
              value={name ? keyOf(name, language ?? "") : ""}
              onValueChange={(v) => {
                const [n, l] = v.split("|");
                field.onChange(n);
                form.setValue("languageCode", l, { shouldValidate: true });
                if (own) form.setValue("bodyVariables", Array.from({ length: variableCount(list.find((t) => t.name === n && t.language === l)?.bodyText ?? "") }, () => ""));
              }}
            >
              <FormControl>
                <SelectTrigger className="w-full font-mono text-[13px]">
                  <SelectValue placeholder={templates.isPending ? "Loading templates…" : "Choose an approved template"} />
                </SelectTrigger>
              </FormControl>
              <SelectContent>
                {list.map((t) => (
                  <SelectItem key={t.id} value={keyOf(t.name, t.language)} className="font-mono text-[13px]">
                    {t.name} ({t.language})
                  </SelectItem>
                ))}
                {name && !picked && <SelectItem value={keyOf(name, language ?? "")}>{`${name} (${language}) — not approved`}</SelectItem>}
              </SelectContent>
            </Select>
            {!templates.isPending && list.length === 0 && (
              <p className="text-muted-foreground text-xs">
                No approved templates yet.{" "}
                <Link href="/templates/new" className="underline underline-offset-2">
                  Create one
                </Link>
                .
              </p>
            )}
            <FormMessage />
          </FormItem>
        )}
      />
      {picked && <p className="bg-muted/50 rounded-md border px-3 py-2 text-sm whitespace-pre-wrap">{picked.bodyText}</p>}
      {count > 0 && (
        <div className="flex items-start gap-3">
          <Switch
            id={`${nodeId}-own-values`}
            checked={own}
            onCheckedChange={(on) => form.setValue("bodyVariables", on ? Array.from({ length: count }, () => "") : undefined, { shouldValidate: true })}
          />
          <div className="grid gap-1">
            <Label htmlFor={`${nodeId}-own-values`}>Fill the variables here</Label>
            <p className="text-muted-foreground text-xs">Off, the template’s saved mapping fills them.</p>
          </div>
        </div>
      )}
      {own &&
        Array.from({ length: values?.length ?? 0 }, (_, i) => (
          <TemplatedTextField key={i} control={form.control} name={`bodyVariables.${i}`} label={`{{${i + 1}}}`} singleLine maxLength={1024} stepIds={stepIds} />
        ))}
    </>
  );
}
