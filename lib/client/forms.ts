import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldValues, Path, Resolver, UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import { ApiError } from "./api";

/**
 * zodResolver for the API's own schemas. Their messages are written to follow a field name
 * ("is required"), so under a form label they read better capitalised ("Is required").
 * `blankAsNull` fields send null when left empty, as the API expects for clearing them.
 */
export function schemaResolver<S extends z.ZodType<unknown, FieldValues>>(
  schema: S,
  { blankAsNull = [] }: { blankAsNull?: string[] } = {},
): Resolver<z.input<S>, unknown, z.output<S>> {
  const inner = zodResolver(schema as never) as unknown as Resolver<z.input<S>, unknown, z.output<S>>;
  return async (values, context, options) => {
    const prepared = { ...values } as Record<string, unknown>;
    for (const key of blankAsNull) if (typeof prepared[key] === "string" && (prepared[key] as string).trim() === "") prepared[key] = null;
    const result = await inner(prepared as typeof values, context, options);
    for (const error of Object.values(result.errors ?? {})) {
      if (error && typeof error.message === "string") error.message = sentence(error.message);
    }
    return result;
  };
}

export function sentence(message: string): string {
  return message ? message[0].toUpperCase() + message.slice(1) : message;
}

/**
 * Puts the API's 400 `details.fields` (and 409s that name a field) on the matching inputs.
 * Returns true when at least one error landed on a field, so callers can skip the toast.
 */
export function applyApiFieldErrors<T extends FieldValues, C, O>(
  form: Pick<UseFormReturn<T, C, O>, "getValues" | "setError">,
  err: unknown,
): boolean {
  if (!(err instanceof ApiError)) return false;
  const known = Object.keys(form.getValues());
  // A 409 such as "email taken" names its field in details.field instead of details.fields.
  const fields = err.fields.length ? err.fields : typeof err.details.field === "string" ? [{ path: err.details.field, message: err.message }] : [];
  let placed = false;
  for (const field of fields) {
    const name = field.path.split(".")[0];
    if (!known.includes(name)) continue;
    form.setError(name as Path<T>, { type: "server", message: sentence(field.message) }, { shouldFocus: !placed });
    placed = true;
  }
  return placed;
}
