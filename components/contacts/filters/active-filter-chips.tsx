"use client";

import { XIcon } from "lucide-react";
import { CONSENT_LABELS } from "@/lib/client/consent";
import type { ContactView } from "@/lib/client/contact-view";
import { formatMoney, optionLabel } from "../options";
import type { UpdateView } from "../list/use-contact-view";

const dayFormat = new Intl.DateTimeFormat("en", { month: "short", day: "numeric", year: "numeric" });
function day(v: string) {
  const [y, m, d] = v.split("-").map(Number);
  return dayFormat.format(new Date(y, m - 1, d));
}

function range(from: string | undefined, to: string | undefined, fmt: (v: string) => string) {
  if (from && to) return `${fmt(from)} – ${fmt(to)}`;
  return from ? `from ${fmt(from)}` : `until ${fmt(to!)}`;
}

type Chip = { key: string; text: string; clear: Partial<ContactView> };

/** The "More filters" that are on, each with its own remove button, so nothing filters unseen. */
function chipsOf(view: ContactView): Chip[] {
  const chips: Chip[] = [];
  if (view.source.length) chips.push({ key: "source", text: `Source: ${view.source.map(optionLabel).join(", ")}`, clear: { source: [] } });
  if (view.channelType) chips.push({ key: "channel", text: `Channel: ${optionLabel(view.channelType)}`, clear: { channelType: undefined } });
  if (view.marketingConsent) {
    chips.push({ key: "consent", text: `Marketing: ${CONSENT_LABELS[view.marketingConsent]}`, clear: { marketingConsent: undefined } });
  }
  const has: [keyof ContactView & ("hasPhone" | "hasEmail" | "hasOrders"), string, string][] = [
    ["hasPhone", "Has a phone", "No phone"],
    ["hasEmail", "Has an email", "No email"],
    ["hasOrders", "Has ordered", "Never ordered"],
  ];
  for (const [key, yes, no] of has) {
    if (view[key] !== undefined) chips.push({ key, text: view[key] ? yes : no, clear: { [key]: undefined } });
  }
  if (view.minTotalSpent !== undefined || view.maxTotalSpent !== undefined) {
    const min = view.minTotalSpent;
    const max = view.maxTotalSpent;
    const text = min !== undefined && max !== undefined ? `${formatMoney(min)}–${formatMoney(max)}` : min !== undefined ? `≥ ${formatMoney(min)}` : `≤ ${formatMoney(max!)}`;
    chips.push({ key: "spent", text: `Spent ${text}`, clear: { minTotalSpent: undefined, maxTotalSpent: undefined } });
  }
  if (view.lastInteractionAfter || view.lastInteractionBefore) {
    chips.push({
      key: "lastInteraction",
      text: `Last interaction ${range(view.lastInteractionAfter, view.lastInteractionBefore, day)}`,
      clear: { lastInteractionAfter: undefined, lastInteractionBefore: undefined },
    });
  }
  if (view.createdAfter || view.createdBefore) {
    chips.push({
      key: "created",
      text: `Created ${range(view.createdAfter, view.createdBefore, day)}`,
      clear: { createdAfter: undefined, createdBefore: undefined },
    });
  }
  return chips;
}

export function ActiveFilterChips({ view, update }: { view: ContactView; update: UpdateView }) {
  const chips = chipsOf(view);
  if (!chips.length) return null;
  return (
    <ul className="flex flex-wrap items-center gap-1.5" aria-label="More filters in use">
      {chips.map((chip) => (
        <li key={chip.key}>
          <span className="bg-secondary text-secondary-foreground inline-flex h-7 items-center gap-1 rounded-md border pr-0.5 pl-2.5 text-xs font-medium">
            {chip.text}
            <button
              type="button"
              onClick={() => update(chip.clear)}
              aria-label={`Remove filter: ${chip.text}`}
              className="hover:bg-foreground/10 focus-visible:ring-ring/50 inline-flex size-6 items-center justify-center rounded-sm outline-none focus-visible:ring-[3px]"
            >
              <XIcon className="size-3.5" aria-hidden="true" />
            </button>
          </span>
        </li>
      ))}
    </ul>
  );
}
