"use client";

import type { Control, FieldPath, FieldValues } from "react-hook-form";
import { TextField } from "@/components/forms/text-field";
import type { LayerField } from "./connect-config";

/**
 * A channel's connect fields (its ids, then its token in a password box), as Settings →
 * Channels and Settings → Inboxes ask for them. `prefix` places them inside a larger form
 * ("credentials." for the new-inbox form).
 */
export function CredentialFields<T extends FieldValues>({ control, fields, prefix = "" }: { control: Control<T>; fields: readonly LayerField[]; prefix?: string }) {
  return fields.map((f) => {
    const name = `${prefix}${f.name}` as FieldPath<T>;
    const common = { control, name, label: f.label, description: f.description };
    if (f.secret) return <TextField key={f.name} {...common} type="password" autoComplete="new-password" />;
    if (f.tel) return <TextField key={f.name} {...common} placeholder={f.placeholder} type="tel" autoComplete="off" />;
    return <TextField key={f.name} {...common} placeholder={f.placeholder} inputProps={{ inputMode: "numeric" }} autoComplete="off" />;
  });
}
