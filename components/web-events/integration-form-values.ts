import type { FieldErrors, FieldValues, Resolver, UseFormReturn } from "react-hook-form";
import { ApiError } from "@/lib/client/api";
import { schemaResolver, sentence } from "@/lib/client/forms";
import type { Integration } from "@/lib/client/types";
import { createIntegrationInput, type CreateIntegrationInput } from "@/lib/web-events/schemas";

/** The integration form's values: the API body, with text boxes as plain strings. */
export type IntegrationValues = {
  name: string;
  description: string;
  authType: "HMAC_SHA256" | "API_KEY";
  autoCreateContact: boolean;
  contactMapping: {
    phoneField: string;
    emailField: string;
    nameField: string;
    enrichFields: { source: string; target: string }[];
    displayColumns: string[];
  };
};

export function valuesOf(i: Integration | null): IntegrationValues {
  const m = i?.contactMapping;
  return {
    name: i?.name ?? "",
    description: i?.description ?? "",
    authType: i?.authType ?? "HMAC_SHA256",
    autoCreateContact: i?.autoCreateContact ?? false,
    contactMapping: {
      phoneField: m?.phoneField ?? "",
      emailField: m?.emailField ?? "",
      nameField: m?.nameField ?? "",
      enrichFields: m?.enrichFields ?? [],
      displayColumns: m?.displayColumns ?? [],
    },
  };
}

const blank = (s: string) => (s.trim() === "" ? null : s);

/** Empty boxes are sent as null (not mapped), and the mapping's autoCreate mirrors the switch. */
export function toInput(v: IntegrationValues) {
  return {
    ...v,
    description: blank(v.description),
    contactMapping: {
      ...v.contactMapping,
      phoneField: blank(v.contactMapping.phoneField),
      emailField: blank(v.contactMapping.emailField),
      nameField: blank(v.contactMapping.nameField),
      autoCreate: v.autoCreateContact,
    },
  };
}

function capitalise(errors: FieldErrors): void {
  for (const error of Object.values(errors)) {
    if (!error || typeof error !== "object") continue;
    if (typeof error.message === "string") error.message = sentence(error.message);
    else capitalise(error as FieldErrors);
  }
}

const inner = schemaResolver(createIntegrationInput) as unknown as Resolver<FieldValues, unknown, CreateIntegrationInput>;

/** The API's create schema (PUT takes the same body), over the prepared values. */
export const integrationResolver: Resolver<IntegrationValues, unknown, CreateIntegrationInput> = async (values, context, options) => {
  const result = await inner(toInput(values) as unknown as FieldValues, context, options as never);
  capitalise(result.errors as FieldErrors);
  return result as never;
};

const FIELD_PATHS = ["name", "description", "authType", "contactMapping.phoneField", "contactMapping.emailField", "contactMapping.nameField"] as const;

/** The API's 400 names nested paths (contactMapping.phoneField); put each on its input. */
export function applyIntegrationErrors(form: Pick<UseFormReturn<IntegrationValues, unknown, CreateIntegrationInput>, "setError">, err: unknown): boolean {
  if (!(err instanceof ApiError)) return false;
  let placed = false;
  for (const field of err.fields) {
    const path = FIELD_PATHS.find((p) => field.path === p || field.path.startsWith(`${p}.`));
    if (!path) continue;
    form.setError(path, { type: "server", message: sentence(field.message) }, { shouldFocus: !placed });
    placed = true;
  }
  return placed;
}
