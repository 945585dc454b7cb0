import { set, type FieldErrors, type Resolver } from "react-hook-form";
import { sentence } from "@/lib/client/forms";
import { toFieldPath, toTemplateInput, type TemplateFormValues } from "@/lib/client/template-form";
import { templateInputSchema } from "@/lib/templates/schemas";

/**
 * The builder's resolver: the API's own create schema, run on what the form would send, with
 * each issue put back on the form field it came from. (The linter's rules run on the server as
 * the person types; this catches what the schema alone refuses before a request is made.)
 */
export const templateResolver: Resolver<TemplateFormValues> = async (values) => {
  const parsed = templateInputSchema.safeParse(toTemplateInput(values));
  if (parsed.success) return { values, errors: {} };
  const errors: FieldErrors<TemplateFormValues> = {};
  for (const issue of parsed.error.issues) {
    set(errors, toFieldPath(issue.path.map(String).join("."), values), { type: "schema", message: sentence(issue.message) });
  }
  return { values: {}, errors };
};
