"use client";

import { useFormContext, useWatch } from "react-hook-form";
import { TEMPLATE_LANGUAGES } from "@/lib/client/template-view";
import type { TemplateFormValues } from "@/lib/client/template-form";
import { BuilderField, SelectField } from "./builder-field";
import { Input } from "@/components/ui/input";
import { Section } from "./section";

const CATEGORIES = [
  { value: "MARKETING", label: "Marketing" },
  { value: "UTILITY", label: "Utility" },
  { value: "AUTHENTICATION", label: "Authentication" },
];
const CATEGORY_HINTS: Record<string, string> = {
  MARKETING: "Offers, news, reminders and re-engagement.",
  UTILITY: "Updates on an order or account the customer has.",
  AUTHENTICATION: "One-time codes for sign-in and verification.",
};
const TYPES = [
  { value: "STANDARD", label: "Standard" },
  { value: "CAROUSEL", label: "Carousel: 2 to 10 cards" },
  { value: "LIMITED_TIME_OFFER", label: "Limited-time offer" },
];
const LANGUAGES = TEMPLATE_LANGUAGES.map((l) => ({ value: l.code, label: `${l.label} · ${l.code}` }));

/** Name, category, language and type: what the platform files the template under. */
export function BasicsSection() {
  const { control } = useFormContext<TemplateFormValues>();
  const category = useWatch({ control, name: "category" });
  return (
    <Section id="basics" title="Template" description="The platform reviews each template before it can be sent; the category decides its price and review rules.">
      <BuilderField name="name" label="Name" description="Lowercase letters, digits and underscores; unique per language.">
        {(field, aria) => (
          <Input
            {...field}
            {...aria}
            value={field.value ?? ""}
            // People type "Order update": the name it must be is order_update.
            onChange={(e) => field.onChange(e.target.value.toLowerCase().replace(/[\s-]+/g, "_"))}
            placeholder="order_update"
            autoComplete="off"
            spellCheck={false}
            className="font-mono text-sm"
          />
        )}
      </BuilderField>
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField name="category" label="Category" options={CATEGORIES} description={CATEGORY_HINTS[category]} />
        <SelectField name="language" label="Language" options={LANGUAGES} />
      </div>
      {category !== "AUTHENTICATION" && (
        <SelectField name="templateType" label="Template type" options={TYPES} description={category !== "MARKETING" ? "Carousels and offers are for Marketing templates." : undefined} />
      )}
    </Section>
  );
}
