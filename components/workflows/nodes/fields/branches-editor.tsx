"use client";

import { PlusIcon } from "lucide-react";
import { useFieldArray, useFormContext, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/utils";
import { useListError } from "./list-error";
import { NumberInput } from "./number-input";
import { RowCard } from "./row-card";

const MAX_BRANCHES = 5;
type Branch = { id?: string; label?: string; percent?: number };

/** A branch id edges keep pointing at while its label changes: the next free letter. */
function nextBranchId(branches: Branch[]): string {
  const taken = new Set(branches.map((b) => b.id));
  for (const letter of "abcdefghijklmnopqrstuvwxyz") if (!taken.has(letter)) return letter;
  return `b${branches.length + 1}`;
}

/** Shares of 100 as even as whole numbers allow, the first branches taking the remainder. */
function evenShares(n: number): number[] {
  return Array.from({ length: n }, (_, i) => Math.floor(100 / n) + (i < 100 % n ? 1 : 0));
}

/** The split's branches: a label and a share each; the shares add up to 100. */
export function BranchesEditor() {
  const { control, setValue } = useFormContext();
  // Branches have an `id` of their own (the output's id), so the field array keeps its keys elsewhere.
  const { fields, append, remove } = useFieldArray({ control, name: "branches", keyName: "key" });
  const branches = (useWatch({ control, name: "branches" }) as Branch[] | undefined) ?? [];
  const total = branches.reduce((s, b) => s + (Number.isFinite(b.percent) ? (b.percent ?? 0) : 0), 0);
  const error = useListError(control, "branches");

  // The others share the removed branch's part evenly, so the total stays 100.
  function drop(index: number) {
    const shares = evenShares(branches.length - 1);
    remove(index);
    shares.forEach((share, i) => setValue(`branches.${i}.percent`, share, { shouldValidate: true }));
  }

  function split() {
    const shares = evenShares(branches.length);
    branches.forEach((_, i) => setValue(`branches.${i}.percent`, shares[i], { shouldValidate: true }));
  }

  return (
    <div className="grid gap-2">
      <ul className="grid gap-2" aria-label="Branches">
        {fields.map((f, i) => (
          <RowCard key={f.key} title={`Branch ${(branches[i]?.id ?? "").toUpperCase()}`} removable={fields.length > 2} onRemove={() => drop(i)}>
            <div className="grid grid-cols-[minmax(0,1fr)_5.5rem] items-start gap-2">
              <FormField
                control={control}
                name={`branches.${i}.label`}
                render={({ field }) => (
                  <FormItem>
                    <FormLabel className="text-xs">Label</FormLabel>
                    <FormControl>
                      <Input {...field} value={field.value ?? ""} className="h-8" placeholder={(branches[i]?.id ?? "").toUpperCase()} />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <FormField
                control={control}
                name={`branches.${i}.percent`}
                render={({ field }) => (
                  <FormItem>
                    <FormLabel className="text-xs">Share (%)</FormLabel>
                    <FormControl>
                      <NumberInput name={field.name} ref={field.ref} onBlur={field.onBlur} value={field.value} onValueChange={field.onChange} min={1} max={99} className="h-8" />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
            </div>
          </RowCard>
        ))}
      </ul>
      <p className={cn("text-xs tabular-nums", total === 100 ? "text-muted-foreground" : "text-destructive")} data-testid="split-total">
        Total: {total}% {total === 100 ? "" : "(must be 100%)"}
      </p>
      {error && <p className="text-destructive text-sm">{error}</p>}
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={fields.length >= MAX_BRANCHES}
          onClick={() => {
            // The new branch takes its even share at once, so the total stays 100.
            const id = nextBranchId(branches);
            const shares = evenShares(branches.length + 1);
            branches.forEach((_, i) => setValue(`branches.${i}.percent`, shares[i]));
            append({ id, label: id.toUpperCase(), percent: shares[branches.length] });
          }}
        >
          <PlusIcon aria-hidden="true" />
          Add branch
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={split}>
          Split evenly
        </Button>
      </div>
    </div>
  );
}
