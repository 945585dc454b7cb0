"use client";

import { useState } from "react";
import { useFormContext } from "react-hook-form";
import { TextField } from "@/components/forms/text-field";
import { TemplatePicker } from "@/components/inbox/composer/template-picker";
import { CATEGORY_LABELS } from "@/components/templates/template-badges";
import { templateVariables, type WizardValues } from "@/lib/client/campaign-wizard";
import { sendTimeInputs } from "@/lib/client/template-send";
import { languageLabel } from "@/lib/client/template-view";
import type { TemplateListItem } from "@/lib/client/types";
import { FieldError } from "./field-error";

/** Step 1: a name for the team, and one approved template (searchable; its preview sits beside). */
export function BasicsStep({ template, onPick }: { template: TemplateListItem | null; onPick: (t: TemplateListItem) => void }) {
  const { control } = useFormContext<WizardValues>();
  const [search, setSearch] = useState("");
  const vars = templateVariables(template);
  const extras = template ? sendTimeInputs(template).length : 0;
  return (
    <div className="grid gap-6">
      <TextField
        control={control}
        name="name"
        label="Campaign name"
        description="Only your team sees it."
        placeholder="e.g. Spring sale, returning customers"
        autoComplete="off"
        autoFocus
      />
      <div className="grid gap-2">
        <p className="text-sm leading-none font-medium">Template</p>
        <TemplatePicker search={search} onSearch={setSearch} picked={template} onPick={onPick} />
        <FieldError name="templateId" />
        {template && (
          <p className="text-muted-foreground text-xs" data-testid="picked-template">
            <span className="text-foreground font-mono font-medium">{template.name}</span> · {languageLabel(template.language)} · {CATEGORY_LABELS[template.category]} ·{" "}
            {vars.count === 0 ? "no variables" : `${vars.count} variable${vars.count === 1 ? "" : "s"}${vars.hasSaved ? " with saved sources" : ""}`}
            {extras > 0 && ` · ${extras} value${extras === 1 ? "" : "s"} to give per campaign`}
          </p>
        )}
      </div>
    </div>
  );
}
