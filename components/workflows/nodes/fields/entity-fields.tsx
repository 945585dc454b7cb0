"use client";

import Link from "next/link";
import type { Control, FieldPath, FieldValues } from "react-hook-form";
import { SelectField, type SelectOption } from "@/components/forms/select-field";
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { useTags } from "@/lib/client/hooks/use-tags";
import { useTeam } from "@/lib/client/hooks/use-team";

type Props<T extends FieldValues> = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- react-hook-form's own Control takes any context.
  control: Control<T, any, any>;
  name: FieldPath<T>;
  label?: string;
};

/** One of the company's tags, by name (the config keeps its id). */
export function TagField<T extends FieldValues>({ control, name, label = "Tag" }: Props<T>) {
  const tags = useTags();
  const options: SelectOption[] = (tags.data ?? []).map((t) => ({ value: t.id, label: t.name }));
  return (
    <SelectField
      control={control}
      name={name}
      label={label}
      options={options}
      placeholder={tags.isPending ? "Loading tags…" : options.length ? "Choose a tag" : "No tags yet"}
      description={
        !tags.isPending && options.length === 0 ? (
          <>
            Create tags on the{" "}
            <Link href="/contacts/tags" className="underline underline-offset-2">
              Tags
            </Link>{" "}
            page first.
          </>
        ) : undefined
      }
    />
  );
}

const ROLE_LABEL: Record<string, string> = { owner: "Owner", admin: "Admin", agent: "Agent", marketer: "Marketer" };

/** A teammate who answers conversations (marketers don't). */
export function AgentField<T extends FieldValues>({ control, name, label = "Agent" }: Props<T>) {
  const team = useTeam();
  const options: SelectOption[] = (team.data?.data ?? [])
    .filter((m) => m.role !== "marketer")
    .map((m) => ({ value: m.id, label: `${m.name} (${ROLE_LABEL[m.role] ?? m.role})` }));
  return <SelectField control={control} name={name} label={label} options={options} placeholder={team.isPending ? "Loading the team…" : "Choose an agent"} />;
}

const NOBODY = "__nobody";

/** A teammate to give the record to, or nobody (the field is left out). */
export function AssigneeField<T extends FieldValues>({ control, name, label = "Assignee" }: Props<T>) {
  const team = useTeam();
  const members = (team.data?.data ?? []).filter((m) => m.role !== "marketer");
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <Select value={typeof field.value === "string" && field.value ? field.value : NOBODY} onValueChange={(v) => field.onChange(v === NOBODY ? undefined : v)}>
            <FormControl>
              <SelectTrigger className="w-full">
                <SelectValue placeholder={team.isPending ? "Loading the team…" : "Unassigned"} />
              </SelectTrigger>
            </FormControl>
            <SelectContent>
              <SelectItem value={NOBODY}>Unassigned</SelectItem>
              {members.map((m) => (
                <SelectItem key={m.id} value={m.id}>{`${m.name} (${ROLE_LABEL[m.role] ?? m.role})`}</SelectItem>
              ))}
            </SelectContent>
          </Select>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
