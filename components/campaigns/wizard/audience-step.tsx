"use client";

import { FileUpIcon, TagsIcon, UserCheckIcon, UsersIcon, type LucideIcon } from "lucide-react";
import { useFormContext, useWatch } from "react-hook-form";
import { TagPicker } from "@/components/contacts/tags/tag-picker";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import type { WizardValues } from "@/lib/client/campaign-wizard";
import { cn } from "@/lib/utils";
import { ContactPicker } from "./contact-picker";
import { CsvAudience } from "./csv-audience";
import { FieldError } from "./field-error";
import type { CsvState, PickedContact } from "./wizard-types";

type AudienceType = WizardValues["audience"]["type"];

const OPTIONS: { type: AudienceType; title: string; description: string; icon: LucideIcon }[] = [
  { type: "ALL", title: "All contacts", description: "Everyone opted in with a phone number", icon: UsersIcon },
  { type: "TAGS", title: "By tags", description: "Contacts with any of the tags you pick", icon: TagsIcon },
  { type: "CONTACTS", title: "Pick contacts", description: "Search and tick them one by one", icon: UserCheckIcon },
  { type: "IMPORT_BATCH", title: "Upload a list", description: "A CSV file with name, phone, email, tags", icon: FileUpIcon },
];

/** Step 2: who receives the campaign; the summary beside it follows every change. */
export function AudienceStep({
  picked,
  onPicked,
  csv,
  onCsv,
}: {
  picked: Map<string, PickedContact>;
  onPicked: (next: Map<string, PickedContact>) => void;
  csv: CsvState;
  onCsv: (next: CsvState) => void;
}) {
  const { control, setValue, clearErrors } = useFormContext<WizardValues>();
  const audience = useWatch({ control, name: "audience" });
  const tagIds = audience.tagIds ?? [];

  return (
    <div className="grid gap-6">
      <RadioGroup
        value={audience.type}
        onValueChange={(type) => {
          setValue("audience.type", type as AudienceType, { shouldDirty: true });
          clearErrors("audience");
        }}
        aria-label="Audience"
        className="grid gap-3 sm:grid-cols-2"
      >
        {OPTIONS.map((o) => (
          <label
            key={o.type}
            className={cn(
              "hover:bg-accent/50 has-focus-visible:ring-ring/50 flex cursor-pointer items-start gap-3 rounded-lg border p-3.5 transition-colors has-focus-visible:ring-[3px]",
              audience.type === o.type && "border-primary bg-primary/5 hover:bg-primary/5",
            )}
          >
            <RadioGroupItem value={o.type} aria-label={o.title} className="mt-0.5" />
            <span className="grid gap-0.5">
              <span className="flex items-center gap-2 text-sm font-medium">
                <o.icon className="text-muted-foreground size-4" aria-hidden="true" />
                {o.title}
              </span>
              <span className="text-muted-foreground text-xs">{o.description}</span>
            </span>
          </label>
        ))}
      </RadioGroup>

      {audience.type === "ALL" && (
        <p className="bg-muted/40 text-muted-foreground rounded-md border px-4 py-3 text-sm">
          Every contact of your company with a phone number receives it, except those who opted out of marketing messages.
        </p>
      )}

      {audience.type === "TAGS" && (
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">Tags</legend>
          <p className="text-muted-foreground -mt-1 mb-1 text-xs">Contacts with at least one of these tags receive it; a contact with several receives it once.</p>
          <TagPicker
            value={tagIds}
            buttonLabel={tagIds.length ? "Add tag" : "Choose tags"}
            onToggle={(tag, checked) => {
              const next = checked ? [...new Set([...tagIds, tag.id])] : tagIds.filter((id) => id !== tag.id);
              setValue("audience.tagIds", next, { shouldDirty: true, shouldValidate: true });
            }}
          />
          <FieldError name="audience.tagIds" />
        </fieldset>
      )}

      {audience.type === "CONTACTS" && (
        <div className="grid gap-2">
          <ContactPicker
            selected={audience.contactIds ?? []}
            picked={picked}
            onChange={(ids, nextPicked) => {
              onPicked(nextPicked);
              setValue("audience.contactIds", ids, { shouldDirty: true, shouldValidate: true });
            }}
          />
          <FieldError name="audience.contactIds" />
        </div>
      )}

      {audience.type === "IMPORT_BATCH" && (
        <div className="grid gap-2">
          <CsvAudience
            csv={csv}
            onCsv={onCsv}
            onBatch={(batchId) => setValue("audience.batchId", batchId ?? undefined, { shouldDirty: true, shouldValidate: !!batchId })}
          />
          <FieldError name="audience.batchId" />
        </div>
      )}
    </div>
  );
}
