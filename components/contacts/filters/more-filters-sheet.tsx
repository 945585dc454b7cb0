"use client";

import { SlidersHorizontalIcon } from "lucide-react";
import { useId, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Sheet, SheetContent, SheetDescription, SheetFooter, SheetHeader, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import type { ContactView } from "@/lib/client/contact-view";
import { isMarketingConsent } from "@/lib/client/consent";
import { CHANNEL_OPTIONS, CONSENT_OPTIONS, SOURCE_OPTIONS } from "../options";
import type { UpdateView } from "../list/use-contact-view";

type Draft = {
  source: string[];
  channelType: string;
  marketingConsent: string;
  hasPhone: string;
  hasEmail: string;
  hasOrders: string;
  minTotalSpent: string;
  maxTotalSpent: string;
  lastInteractionAfter: string;
  lastInteractionBefore: string;
  createdAfter: string;
  createdBefore: string;
};

const ANY = "any";
const tri = (v: boolean | undefined) => (v === undefined ? ANY : String(v));
const fromTri = (v: string) => (v === ANY ? undefined : v === "true");

function draftOf(view: ContactView): Draft {
  return {
    source: view.source,
    channelType: view.channelType ?? ANY,
    marketingConsent: view.marketingConsent ?? ANY,
    hasPhone: tri(view.hasPhone),
    hasEmail: tri(view.hasEmail),
    hasOrders: tri(view.hasOrders),
    minTotalSpent: view.minTotalSpent?.toString() ?? "",
    maxTotalSpent: view.maxTotalSpent?.toString() ?? "",
    lastInteractionAfter: view.lastInteractionAfter ?? "",
    lastInteractionBefore: view.lastInteractionBefore ?? "",
    createdAfter: view.createdAfter ?? "",
    createdBefore: view.createdBefore ?? "",
  };
}

function problems(d: Draft): Partial<Record<"spent" | "lastInteraction" | "created", string>> {
  const out: Partial<Record<"spent" | "lastInteraction" | "created", string>> = {};
  const min = d.minTotalSpent === "" ? undefined : Number(d.minTotalSpent);
  const max = d.maxTotalSpent === "" ? undefined : Number(d.maxTotalSpent);
  if ((min !== undefined && !Number.isFinite(min)) || (max !== undefined && !Number.isFinite(max))) out.spent = "Enter numbers only.";
  else if (min !== undefined && max !== undefined && min > max) out.spent = "The minimum is above the maximum.";
  if (d.lastInteractionAfter && d.lastInteractionBefore && d.lastInteractionAfter > d.lastInteractionBefore) out.lastInteraction = "The start is after the end.";
  if (d.createdAfter && d.createdBefore && d.createdAfter > d.createdBefore) out.created = "The start is after the end.";
  return out;
}

function patchOf(d: Draft): Partial<ContactView> {
  const num = (v: string) => (v.trim() === "" ? undefined : Number(v));
  const day = (v: string) => v || undefined;
  return {
    source: d.source,
    channelType: d.channelType === ANY ? undefined : d.channelType,
    marketingConsent: isMarketingConsent(d.marketingConsent) ? d.marketingConsent : undefined,
    hasPhone: fromTri(d.hasPhone),
    hasEmail: fromTri(d.hasEmail),
    hasOrders: fromTri(d.hasOrders),
    minTotalSpent: num(d.minTotalSpent),
    maxTotalSpent: num(d.maxTotalSpent),
    lastInteractionAfter: day(d.lastInteractionAfter),
    lastInteractionBefore: day(d.lastInteractionBefore),
    createdAfter: day(d.createdAfter),
    createdBefore: day(d.createdBefore),
  };
}

export function sheetFilterCount(view: ContactView): number {
  const d = draftOf(view);
  return [
    d.source.length > 0,
    d.channelType !== ANY,
    d.marketingConsent !== ANY,
    d.hasPhone !== ANY,
    d.hasEmail !== ANY,
    d.hasOrders !== ANY,
    d.minTotalSpent !== "" || d.maxTotalSpent !== "",
    d.lastInteractionAfter !== "" || d.lastInteractionBefore !== "",
    d.createdAfter !== "" || d.createdBefore !== "",
  ].filter(Boolean).length;
}

/** Source, channel, contact details, money and dates: the rarer filters, applied together. */
export function MoreFiltersSheet({ view, update }: { view: ContactView; update: UpdateView }) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(() => draftOf(view));
  const errors = problems(draft);
  const count = sheetFilterCount(view);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  function onOpenChange(next: boolean) {
    if (next) setDraft(draftOf(view));
    setOpen(next);
  }

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetTrigger asChild>
        <Button variant="outline" size="sm" className="h-8">
          <SlidersHorizontalIcon aria-hidden="true" />
          More filters
          {count > 0 && (
            <Badge className="h-5 min-w-5 rounded-full px-1 tabular-nums" aria-label={`${count} active`}>
              {count}
            </Badge>
          )}
        </Button>
      </SheetTrigger>
      <SheetContent className="w-full gap-0 sm:max-w-md">
        <SheetHeader className="border-b">
          <SheetTitle>More filters</SheetTitle>
          <SheetDescription>Narrow the list by where contacts came from, their consent, what they have and when.</SheetDescription>
        </SheetHeader>
        <form
          id="more-filters"
          className="grid flex-1 content-start gap-6 overflow-y-auto p-4"
          onSubmit={(e) => {
            e.preventDefault();
            if (Object.keys(errors).length) return;
            update(patchOf(draft));
            setOpen(false);
          }}
        >
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">Source</legend>
            <div className="grid grid-cols-2 gap-x-4 gap-y-2">
              {SOURCE_OPTIONS.map((o) => (
                <label key={o.value} className="flex items-center gap-2 text-sm">
                  <Checkbox
                    checked={draft.source.includes(o.value)}
                    onCheckedChange={(c) => set("source", c ? [...draft.source, o.value] : draft.source.filter((s) => s !== o.value))}
                  />
                  {o.label}
                </label>
              ))}
            </div>
          </fieldset>

          <ChoiceRow label="Channel" value={draft.channelType} onChange={(v) => set("channelType", v)} anyLabel="Any channel" options={CHANNEL_OPTIONS} />
          <ChoiceRow
            label="Marketing consent"
            value={draft.marketingConsent}
            onChange={(v) => set("marketingConsent", v)}
            options={CONSENT_OPTIONS}
          />

          <fieldset className="grid gap-3">
            <legend className="mb-2 text-sm font-medium">Contact details</legend>
            <ChoiceRow label="Phone" value={draft.hasPhone} onChange={(v) => set("hasPhone", v)} options={yesNo("Has a phone", "No phone")} compact />
            <ChoiceRow label="Email" value={draft.hasEmail} onChange={(v) => set("hasEmail", v)} options={yesNo("Has an email", "No email")} compact />
            <ChoiceRow label="Orders" value={draft.hasOrders} onChange={(v) => set("hasOrders", v)} options={yesNo("Has ordered", "Never ordered")} compact />
          </fieldset>

          <RangeFields
            legend="Total spent"
            type="number"
            from={{ label: "Minimum", value: draft.minTotalSpent, onChange: (v) => set("minTotalSpent", v) }}
            to={{ label: "Maximum", value: draft.maxTotalSpent, onChange: (v) => set("maxTotalSpent", v) }}
            error={errors.spent}
          />
          <RangeFields
            legend="Last interaction"
            type="date"
            from={{ label: "From", value: draft.lastInteractionAfter, onChange: (v) => set("lastInteractionAfter", v) }}
            to={{ label: "To", value: draft.lastInteractionBefore, onChange: (v) => set("lastInteractionBefore", v) }}
            error={errors.lastInteraction}
          />
          <RangeFields
            legend="Created"
            type="date"
            from={{ label: "From", value: draft.createdAfter, onChange: (v) => set("createdAfter", v) }}
            to={{ label: "To", value: draft.createdBefore, onChange: (v) => set("createdBefore", v) }}
            error={errors.created}
          />
        </form>
        <SheetFooter className="flex-row justify-end border-t">
          <Button type="button" variant="ghost" onClick={() => setDraft(draftOf({ ...view, ...emptySheet }))}>
            Reset
          </Button>
          <Button type="submit" form="more-filters" disabled={Object.keys(errors).length > 0}>
            Apply filters
          </Button>
        </SheetFooter>
      </SheetContent>
    </Sheet>
  );
}

export const emptySheet: Partial<ContactView> = {
  source: [],
  channelType: undefined,
  marketingConsent: undefined,
  hasPhone: undefined,
  hasEmail: undefined,
  hasOrders: undefined,
  minTotalSpent: undefined,
  maxTotalSpent: undefined,
  lastInteractionAfter: undefined,
  lastInteractionBefore: undefined,
  createdAfter: undefined,
  createdBefore: undefined,
};

const yesNo = (yes: string, no: string) => [
  { value: "true", label: yes },
  { value: "false", label: no },
];

function ChoiceRow({
  label,
  value,
  onChange,
  options,
  anyLabel = "Any",
  compact,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  options: { value: string; label: string }[];
  anyLabel?: string;
  compact?: boolean;
}) {
  const id = useId();
  return (
    <div className={compact ? "grid grid-cols-[5rem_1fr] items-center gap-3" : "grid gap-2"}>
      <Label htmlFor={id} className={compact ? "text-muted-foreground font-normal" : undefined}>
        {label}
      </Label>
      <Select value={value} onValueChange={onChange}>
        <SelectTrigger id={id} className="w-full" size={compact ? "sm" : "default"}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ANY}>{anyLabel}</SelectItem>
          {options.map((o) => (
            <SelectItem key={o.value} value={o.value}>
              {o.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

type End = { label: string; value: string; onChange: (v: string) => void };

function RangeFields({ legend, type, from, to, error }: { legend: string; type: "number" | "date"; from: End; to: End; error?: string }) {
  const id = useId();
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className="grid grid-cols-2 gap-3">
        {[from, to].map((end, i) => (
          <div key={end.label} className="grid gap-1.5">
            <Label htmlFor={`${id}-${i}`} className="text-muted-foreground text-xs font-normal">
              {end.label}
            </Label>
            <Input
              id={`${id}-${i}`}
              type={type}
              inputMode={type === "number" ? "decimal" : undefined}
              min={type === "number" ? 0 : undefined}
              step={type === "number" ? "any" : undefined}
              placeholder={type === "number" ? (i === 0 ? "0" : "No limit") : undefined}
              value={end.value}
              onChange={(e) => end.onChange(e.target.value)}
              aria-label={`${legend}: ${end.label.toLowerCase()}`}
              aria-invalid={!!error || undefined}
            />
          </div>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-destructive text-sm">
          {error}
        </p>
      )}
    </fieldset>
  );
}
