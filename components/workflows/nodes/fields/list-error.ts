"use client";

import { useFormState, type Control, type FieldValues } from "react-hook-form";

/**
 * The message about a list as a whole ("needs at least two branches", "the shares must add up
 * to 100"), which react-hook-form keeps at `<name>.root` once the list is a field array.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form's control.
export function useListError(control: Control<FieldValues, any, any>, name: string): string | undefined {
  const { errors } = useFormState({ control, name });
  const e = errors[name] as { root?: { message?: string }; message?: unknown } | undefined;
  return e?.root?.message ?? (typeof e?.message === "string" ? e.message : undefined);
}
