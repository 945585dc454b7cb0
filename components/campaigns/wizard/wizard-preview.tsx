"use client";

import { TemplatePreview } from "@/components/templates/preview/template-preview";
import { resolveSamples } from "@/lib/client/campaign-wizard";
import { useMe } from "@/lib/client/hooks/use-me";
import { sendTimeInputs } from "@/lib/client/template-send";
import type { TemplateListItem } from "@/lib/client/types";

type SampleContact = Parameters<typeof resolveSamples>[2];

/**
 * The template as a recipient reads it. Before the variables step it shows the template's own
 * samples; from there on, the values for one contact of the audience: the typed ones, or what
 * the saved sources give for that contact.
 */
export function WizardPreview({
  template,
  samples,
  extras,
  count,
  sampleContact,
}: {
  template: TemplateListItem | null;
  /** undefined: the template's samples; null: the saved sources for `sampleContact`; else typed values. */
  samples: readonly string[] | null | undefined;
  extras: readonly string[];
  count: number;
  sampleContact?: SampleContact;
}) {
  const me = useMe();
  if (!template) {
    return (
      <div className="grid gap-2">
        <p className="text-muted-foreground text-xs font-medium tracking-wide uppercase">Preview</p>
        <p className="text-muted-foreground rounded-xl border border-dashed p-6 text-center text-sm">Pick a template to see it as your customers will.</p>
      </div>
    );
  }
  const body = samples === undefined ? template.bodyExamples : samples === null ? resolveSamples(template.variableMapping, count, sampleContact ?? null) : samples;
  const headerAt = sendTimeInputs(template).findIndex((i) => i.key === "header");
  const header = headerAt >= 0 ? extras[headerAt]?.trim() : "";
  const who = sampleContact === undefined ? null : sampleContact ? sampleContact.name || sampleContact.phone : null;
  return (
    <div className="grid gap-2">
      <p className="text-muted-foreground flex items-baseline justify-between gap-2 text-xs font-medium tracking-wide uppercase">
        Preview
        {sampleContact !== undefined && (
          <span className="truncate font-normal tracking-normal normal-case" data-testid="preview-contact">
            {who ? `as ${who} sees it` : "no contact to preview with yet"}
          </span>
        )}
      </p>
      <TemplatePreview template={header ? { ...template, headerExample: header } : template} bodySamples={body} businessName={me.data?.company.name} />
    </div>
  );
}
