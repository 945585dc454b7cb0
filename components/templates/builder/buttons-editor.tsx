"use client";

import { ArrowDownIcon, ArrowUpIcon, PlusIcon, Trash2Icon } from "lucide-react";
import { useFieldArray, useFormContext, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { emptyButton, type ButtonValues } from "@/lib/client/template-form";
import type { ButtonType } from "@/lib/templates/enums";
import { SelectField, TextField } from "./builder-field";
import { SectionProblem } from "./problems";

export const BUTTON_LABELS: Record<ButtonType, string> = {
  QUICK_REPLY: "Quick reply",
  URL: "Visit website",
  PHONE_NUMBER: "Call phone number",
  COPY_CODE: "Copy offer code",
  OTP: "One-time code",
  FLOW: "Complete flow",
};

type Props = {
  /** "buttons", or a card's "carouselCards.0.buttons". */
  name: string;
  allowed: readonly ButtonType[];
  max: number;
  /** Names the list in labels when several are on screen ("Card 2"). */
  owner?: string;
};

/** The buttons of a template or card: add by type, reorder, remove, and the fields each type needs. */
export function ButtonsEditor({ name, allowed, max, owner }: Props) {
  const of = (i: number) => `${owner ? `${owner} ` : ""}button ${i + 1}`;
  const { control } = useFormContext();
  const { fields, append, remove, move } = useFieldArray({ control, name });
  const types = (useWatch({ control, name }) as ButtonValues[] | undefined) ?? [];
  const options = allowed.map((t) => ({ value: t, label: BUTTON_LABELS[t] }));

  return (
    <div className="grid gap-3">
      <SectionProblem path={name} />
      {fields.length === 0 && <p className="text-muted-foreground text-sm">No buttons. Customers can still reply by typing.</p>}
      <ol className="grid gap-3">
        {fields.map((f, i) => {
          const type = types[i]?.type ?? "QUICK_REPLY";
          const at = `${name}.${i}`;
          return (
            <li key={f.id} className="bg-background grid gap-3 rounded-lg border p-3" data-testid="button-row">
              <div className="flex items-center justify-between gap-2">
                <p className="text-sm font-medium">
                  Button {i + 1}
                  <span className="text-muted-foreground font-normal"> · {BUTTON_LABELS[type]}</span>
                </p>
                <div className="flex items-center gap-0.5">
                  <Button type="button" variant="ghost" size="icon-sm" aria-label={`Move ${of(i)} up`} disabled={i === 0} onClick={() => move(i, i - 1)}>
                    <ArrowUpIcon aria-hidden="true" />
                  </Button>
                  <Button type="button" variant="ghost" size="icon-sm" aria-label={`Move ${of(i)} down`} disabled={i === fields.length - 1} onClick={() => move(i, i + 1)}>
                    <ArrowDownIcon aria-hidden="true" />
                  </Button>
                  <Button type="button" variant="ghost" size="icon-sm" aria-label={`Remove ${of(i)}`} className="text-muted-foreground hover:text-destructive" onClick={() => remove(i)}>
                    <Trash2Icon aria-hidden="true" />
                  </Button>
                </div>
              </div>
              <SelectField name={`${at}.type`} label="Button type" options={options} />
              <ButtonFields at={at} type={type} />
            </li>
          );
        })}
      </ol>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button type="button" variant="outline" size="sm" className="w-fit" disabled={fields.length >= max} aria-label={owner ? `Add a button to ${owner.toLowerCase()}` : undefined}>
            <PlusIcon aria-hidden="true" />
            Add button
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start">
          {allowed.map((t) => (
            <DropdownMenuItem key={t} onSelect={() => append(emptyButton(t))}>
              {BUTTON_LABELS[t]}
            </DropdownMenuItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}

/** The fields of one button, by its type. */
function ButtonFields({ at, type }: { at: string; type: ButtonType }) {
  const { control } = useFormContext();
  const url = (useWatch({ control, name: `${at}.url` }) as string | undefined) ?? "";
  const label = <TextField name={`${at}.text`} label="Button label" limit={25} placeholder="e.g. Track my order" />;
  switch (type) {
    case "QUICK_REPLY":
      return label;
    case "URL":
      return (
        <div className="grid gap-3">
          {label}
          <TextField
            name={`${at}.url`}
            label="Website URL"
            placeholder="https://example.com/orders/{{1}}"
            description="End it in {{1}} to add a different suffix per message."
            inputProps={{ type: "url", spellCheck: false, className: "font-mono text-sm" }}
          />
          {url.endsWith("{{1}}") && (
            <TextField name={`${at}.urlExample`} label="Sample full URL" placeholder={`${url.slice(0, -5)}10452`} inputProps={{ type: "url", spellCheck: false, className: "font-mono text-sm" }} />
          )}
        </div>
      );
    case "PHONE_NUMBER":
      return (
        <div className="grid gap-3 sm:grid-cols-2">
          {label}
          <TextField name={`${at}.phoneNumber`} label="Phone number" placeholder="+15550102030" inputProps={{ type: "tel", inputMode: "tel" }} />
        </div>
      );
    case "COPY_CODE":
      return <TextField name={`${at}.couponCode`} label="Sample code" limit={15} placeholder="SAVE20" description="The platform labels this button “Copy offer code”." />;
    case "FLOW":
      return (
        <div className="grid gap-3 sm:grid-cols-2">
          {label}
          <TextField name={`${at}.flowId`} label="Flow id" placeholder="1234567890" inputProps={{ inputMode: "numeric" }} />
          <SelectField
            name={`${at}.flowAction`}
            label="When tapped"
            options={[
              { value: "navigate", label: "Open the first screen" },
              { value: "data_exchange", label: "Ask your endpoint first" },
            ]}
          />
        </div>
      );
    default:
      return label;
  }
}
