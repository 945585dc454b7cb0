"use client";

import { CircleAlertIcon } from "lucide-react";
import { createContext, useContext, useEffect, useMemo, useState } from "react";
import { useFormContext, useFormState } from "react-hook-form";
import { sentence } from "@/lib/client/forms";
import { describePath, isMissingValue } from "@/lib/client/template-form";
import { cn } from "@/lib/utils";

/**
 * The linter's problems, by form field, for the fields to show next to themselves. Each field
 * that can show problems registers its path; what no field shows goes in the summary. A
 * missing value waits until the person has been at the field, or has tried to submit, so a
 * fresh form is not a wall of red.
 */
type Ctx = { byField: Map<string, string[]>; submitted: boolean; register: (path: string) => () => void };
const ProblemsContext = createContext<Ctx>({ byField: new Map(), submitted: false, register: () => () => {} });

export function ProblemsProvider({ byField, submitted, children }: { byField: Map<string, string[]>; submitted: boolean; children: React.ReactNode }) {
  const [placed, setPlaced] = useState<ReadonlyMap<string, number>>(new Map());
  const register = useMemo(
    () => (path: string) => {
      const change = (by: number) =>
        setPlaced((prev) => {
          const next = new Map(prev);
          const n = (next.get(path) ?? 0) + by;
          if (n > 0) next.set(path, n);
          else next.delete(path);
          return next;
        });
      change(1);
      return () => change(-1);
    },
    [],
  );
  const value = useMemo(() => ({ byField, submitted, register }), [byField, submitted, register]);
  return (
    <ProblemsContext.Provider value={value}>
      <PlacedContext.Provider value={placed}>{children}</PlacedContext.Provider>
    </ProblemsContext.Provider>
  );
}

const PlacedContext = createContext<ReadonlyMap<string, number>>(new Map());

/** The problem text to show under the field at `path` ("" for none), registering the field as a place for it. */
export function useFieldProblem(path: string): string {
  const { byField, submitted, register } = useContext(ProblemsContext);
  const { getFieldState, control } = useFormContext();
  const formState = useFormState({ control, name: path });
  useEffect(() => register(path), [register, path]);
  const state = getFieldState(path, formState);
  const visited = submitted || state.isDirty;
  return (byField.get(path) ?? [])
    .filter((m) => visited || !isMissingValue(m))
    .map(sentence)
    .join(" ");
}

/** Problems about a whole list or section (the buttons, the cards), shown where that list is. */
export function SectionProblem({ path, className }: { path: string; className?: string }) {
  const message = useFieldProblem(path);
  if (!message) return null;
  return (
    <p className={cn("text-destructive flex items-start gap-1.5 text-sm", className)} data-problem-for={path}>
      <CircleAlertIcon className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
      {message}
    </p>
  );
}

/** Problems no field on screen shows: above the submit button, with the field named in words. */
export function ProblemSummary() {
  const { byField, submitted } = useContext(ProblemsContext);
  const placed = useContext(PlacedContext);
  const rest = [...byField.entries()]
    .filter(([path]) => !placed.has(path))
    .flatMap(([path, messages]) => messages.filter((m) => submitted || !isMissingValue(m)).map((m) => ({ path, message: m })));
  if (!rest.length) return null;
  return (
    <div role="alert" className="border-destructive/30 bg-destructive/5 text-destructive grid gap-1.5 rounded-md border px-3 py-2.5 text-sm" data-testid="problem-summary">
      <p className="flex items-center gap-2 font-medium">
        <CircleAlertIcon className="size-4 shrink-0" aria-hidden="true" />
        {rest.length === 1 ? "One more thing to fix" : `${rest.length} more things to fix`}
      </p>
      <ul className="grid list-disc gap-0.5 pl-10">
        {rest.map((p, i) => (
          <li key={i}>
            <span className="font-medium">{describePath(p.path)}</span> {p.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
