"use client";

import { PencilIcon } from "lucide-react";
import { useFormContext, useWatch } from "react-hook-form";
import { TagChip } from "@/components/contacts/tag-chip";
import { CATEGORY_LABELS } from "@/components/templates/template-badges";
import { Button } from "@/components/ui/button";
import { formatMoney } from "@/lib/client/campaign-view";
import { templateVariables, timeZoneLabel, type WizardValues } from "@/lib/client/campaign-wizard";
import { formatDateTime } from "@/lib/client/format";
import { useTags } from "@/lib/client/hooks/use-tags";
import { localToIso } from "@/lib/client/template-form";
import { sendTimeInputs } from "@/lib/client/template-send";
import type { CampaignPreview, TemplateListItem } from "@/lib/client/types";
import type { CsvState, PickedContact } from "./wizard-types";

/** Step 5: everything chosen, each section with a way back to its step. */
export function ReviewStep({
  template,
  preview,
  picked,
  csv,
  onEdit,
}: {
  template: TemplateListItem | null;
  preview: CampaignPreview | null;
  picked: Map<string, PickedContact>;
  csv: CsvState;
  onEdit: (step: number) => void;
}) {
  const { control } = useFormContext<WizardValues>();
  const v = useWatch({ control }) as WizardValues;
  const tags = useTags();
  const { count } = templateVariables(template);
  const inputs = template ? sendTimeInputs(template) : [];
  const a = v.audience;

  const audience =
    a.type === "ALL" ? (
      "All contacts"
    ) : a.type === "TAGS" ? (
      <span className="flex flex-wrap gap-1.5">
        <span className="sr-only">Contacts tagged </span>
        {(a.tagIds ?? []).map((id) => {
          const tag = tags.data?.find((t) => t.id === id);
          return tag ? <TagChip key={id} tag={tag} /> : <span key={id}>{id}</span>;
        })}
      </span>
    ) : a.type === "CONTACTS" ? (
      `${(a.contactIds ?? []).length.toLocaleString("en")} picked: ${(a.contactIds ?? [])
        .slice(0, 5)
        .map((id) => picked.get(id)?.name ?? id)
        .join(", ")}${(a.contactIds ?? []).length > 5 ? "…" : ""}`
    ) : (
      `Uploaded list${csv.fileName ? ` ${csv.fileName}` : ""}${csv.result ? ` (${(csv.result.matched + csv.result.created).toLocaleString("en")} contacts)` : ""}`
    );

  const variables =
    count === 0
      ? "None"
      : v.variableMode === "saved"
        ? "The template’s saved sources, per contact"
        : v.values.map((val, i) => `{{${i + 1}}} = “${val}”`).join(", ");
  const extras = inputs.map((input, i) => `${input.label}: “${v.extras[i] ?? ""}”`).join(", ");
  const at = v.when === "schedule" ? localToIso(v.scheduledLocal) : null;

  return (
    <div className="grid gap-4" data-testid="review">
      <Section title="Message" step={0} onEdit={onEdit}>
        <Item label="Name">{v.name}</Item>
        <Item label="Template">
          {template ? (
            <>
              <span className="font-mono">{template.name}</span> <span className="text-muted-foreground">({template.language}, {CATEGORY_LABELS[template.category]})</span>
            </>
          ) : (
            "—"
          )}
        </Item>
      </Section>
      <Section title="Audience" step={1} onEdit={onEdit}>
        <Item label="Who">{audience}</Item>
        <Item label="Recipients">
          {preview ? (
            <span data-testid="review-audience-size">
              {preview.audienceSize.toLocaleString("en")}
              {preview.excludedOptedOut + preview.unreachable + preview.duplicates > 0 && (
                <span className="text-muted-foreground">
                  {" "}
                  ({[
                    preview.excludedOptedOut && `${preview.excludedOptedOut} opted out`,
                    preview.unreachable && `${preview.unreachable} without a phone`,
                    preview.duplicates && `${preview.duplicates} duplicates`,
                  ]
                    .filter(Boolean)
                    .join(", ")}{" "}
                  left out)
                </span>
              )}
            </span>
          ) : (
            "—"
          )}
        </Item>
        <Item label="Estimated cost">{preview ? formatMoney(preview.estimatedCost.total, preview.estimatedCost.currency) : "—"}</Item>
      </Section>
      <Section title="Variables" step={2} onEdit={onEdit}>
        <Item label="Body">{variables}</Item>
        {extras && <Item label="Per campaign">{extras}</Item>}
      </Section>
      <Section title="Schedule and pacing" step={3} onEdit={onEdit}>
        <Item label="When">{v.when === "now" ? "As soon as you launch" : at ? `${formatDateTime(at)} (${timeZoneLabel(new Date(at))})` : "—"}</Item>
        <Item label="Pace">
          {v.messagesPerSecond} per second{v.messagesPerDay ? `, at most ${Number(v.messagesPerDay).toLocaleString("en")} a day` : ", no daily cap"}
        </Item>
        <Item label="Failures">{v.autoRetry ? `Retried by themselves, up to ${v.maxRetries} times` : "Not retried by themselves (you can retry them from the campaign’s page)"}</Item>
      </Section>
    </div>
  );
}

function Section({ title, step, onEdit, children }: { title: string; step: number; onEdit: (step: number) => void; children: React.ReactNode }) {
  return (
    <section className="rounded-lg border">
      <div className="flex items-center justify-between gap-2 border-b px-4 py-2">
        <h3 className="text-sm font-medium">{title}</h3>
        <Button type="button" variant="ghost" size="xs" onClick={() => onEdit(step)} aria-label={`Edit ${title.toLowerCase()}`}>
          <PencilIcon aria-hidden="true" />
          Edit
        </Button>
      </div>
      <dl className="grid gap-2 px-4 py-3 text-sm">{children}</dl>
    </section>
  );
}

function Item({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[9rem_minmax(0,1fr)] sm:gap-3">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}
