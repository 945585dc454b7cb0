import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldErrors, Resolver } from "react-hook-form";
import { sentence } from "@/lib/client/forms";
import { toPhotoappTemplateInput, type PhotoappTemplateFormValues } from "@/lib/client/photoapp-library";
import { createSavedTemplateInput } from "@/lib/channels/photoapp/messaging/library/schemas";

const inner = zodResolver(createSavedTemplateInput);

/**
 * The API's own schema judges the body the form would send (blanks as null, each button with
 * what its type uses), so the limits and messages are the server's; the errors land on the
 * form's paths, which are the body's.
 */
export const photoappTemplateResolver: Resolver<PhotoappTemplateFormValues> = async (values, context, options) => {
  const result = await inner(toPhotoappTemplateInput(values), context, options as never);
  const errors = result.errors as FieldErrors<PhotoappTemplateFormValues>;
  capitalise(errors);
  return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
};

function capitalise(node: unknown) {
  if (!node || typeof node !== "object") return;
  const record = node as Record<string, unknown>;
  if (typeof record.message === "string" && "type" in record) record.message = sentence(record.message);
  for (const [key, value] of Object.entries(record)) if (key !== "ref" && value && typeof value === "object") capitalise(value);
}
