"use client";

import { useFormContext, useFormState } from "react-hook-form";
import { cn } from "@/lib/utils";

/** The error of a field that has no single input (a picked template, an audience), where it belongs. */
export function FieldError({ name, className }: { name: string; className?: string }) {
  const { getFieldState } = useFormContext();
  const state = useFormState({ name });
  const error = getFieldState(name, state).error;
  const message = error?.message ?? firstNested(error);
  if (!message) return null;
  return (
    <p role="alert" className={cn("text-destructive text-sm", className)} data-error-for={name}>
      {message}
    </p>
  );
}

// An array's error sits on its items (audience.tagIds.0): the first one speaks for all.
function firstNested(error: unknown): string | undefined {
  if (!error || typeof error !== "object") return undefined;
  for (const value of Object.values(error)) {
    if (value && typeof value === "object" && typeof (value as { message?: unknown }).message === "string") return (value as { message: string }).message;
  }
  return undefined;
}
