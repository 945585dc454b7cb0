"use client";

import { ArrowDownIcon, ArrowUpIcon, PlusIcon, Trash2Icon } from "lucide-react";
import { useFieldArray, useFormContext, useWatch } from "react-hook-form";
import { Section } from "@/components/templates/builder/section";
import { SelectField, TextField } from "@/components/templates/builder/builder-field";
import { Button } from "@/components/ui/button";
import { emptyCard, emptyCardButton, type CardButtonValues, type PhotoappTemplateFormValues } from "@/lib/client/photoapp-library";
import { TEMPLATE_LIMITS as L } from "@/lib/channels/photoapp/messaging/library/schemas";

const URL_INPUT = { type: "url", spellCheck: false, className: "font-mono text-sm" } as const;

/** The cards of the carousel: add, reorder and remove (1 to 10), each with its fields and buttons. */
export function CardsEditor() {
  const { control, formState } = useFormContext<PhotoappTemplateFormValues>();
  const cards = useFieldArray({ control, name: "cards" });
  const rootError = formState.errors.cards?.root?.message ?? formState.errors.cards?.message;
  return (
    <Section
      id="cards"
      title="Cards"
      description={`Customers swipe through the cards side by side. 1 to ${L.cards} cards, each with up to ${L.buttons} buttons.`}
      action={<span className="text-muted-foreground text-xs tabular-nums">{cards.fields.length}/{L.cards}</span>}
    >
      {rootError && <p className="text-destructive text-sm">{rootError}</p>}
      <ol className="grid gap-4">
        {cards.fields.map((f, i) => {
          const at = `cards.${i}` as const;
          const of = `card ${i + 1}`;
          return (
            <li key={f.id} role="group" aria-label={`Card ${i + 1}`} className="bg-muted/30 grid gap-4 rounded-lg border p-4" data-testid="card-editor">
              <div className="flex items-center justify-between gap-2">
                <p className="text-sm font-semibold">Card {i + 1}</p>
                <div className="flex items-center gap-0.5">
                  <Button type="button" variant="ghost" size="icon-sm" aria-label={`Move ${of} up`} disabled={i === 0} onClick={() => cards.move(i, i - 1)}>
                    <ArrowUpIcon aria-hidden="true" />
                  </Button>
                  <Button type="button" variant="ghost" size="icon-sm" aria-label={`Move ${of} down`} disabled={i === cards.fields.length - 1} onClick={() => cards.move(i, i + 1)}>
                    <ArrowDownIcon aria-hidden="true" />
                  </Button>
                  <Button type="button" variant="ghost" size="icon-sm" aria-label={`Remove ${of}`} className="text-muted-foreground hover:text-destructive" disabled={cards.fields.length <= 1} onClick={() => cards.remove(i)}>
                    <Trash2Icon aria-hidden="true" />
                  </Button>
                </div>
              </div>
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField name={`${at}.title`} label="Card title" limit={L.cardTitle} placeholder="e.g. Runner X" />
                <TextField name={`${at}.subtitle`} label="Subtitle" limit={L.subtitle} placeholder="Optional, under the title" />
                <TextField name={`${at}.imageUrl`} label="Image URL" placeholder="https://example.com/runner-x.jpg" description="Optional. An https link to a picture." inputProps={URL_INPUT} />
                <TextField name={`${at}.defaultActionUrl`} label="Default action URL" placeholder="https://example.com/runner-x" description="Optional. Opened when the card itself is tapped." inputProps={URL_INPUT} />
              </div>
              <ButtonsEditor card={i} />
            </li>
          );
        })}
      </ol>
      <Button type="button" variant="outline" size="sm" className="w-fit" disabled={cards.fields.length >= L.cards} onClick={() => cards.append(emptyCard())}>
        <PlusIcon aria-hidden="true" />
        Add a card
      </Button>
    </Section>
  );
}

const BUTTON_TYPES = [
  { value: "postback", label: "Postback" },
  { value: "web_url", label: "Open a website" },
];

function ButtonsEditor({ card }: { card: number }) {
  const { control } = useFormContext<PhotoappTemplateFormValues>();
  const name = `cards.${card}.buttons` as const;
  const buttons = useFieldArray({ control, name });
  const values = (useWatch({ control, name }) as CardButtonValues[] | undefined) ?? [];
  const of = (j: number) => `card ${card + 1} button ${j + 1}`;
  return (
    <div className="grid gap-3">
      <div className="flex items-baseline justify-between gap-2">
        <p className="text-sm font-medium">Buttons</p>
        <span className="text-muted-foreground text-xs tabular-nums">
          {buttons.fields.length}/{L.buttons}
        </span>
      </div>
      {buttons.fields.length === 0 && <p className="text-muted-foreground text-sm">No buttons. The card can still open its default action URL.</p>}
      <ol className="grid gap-3">
        {buttons.fields.map((f, j) => {
          const at = `${name}.${j}`;
          const type = values[j]?.type ?? "postback";
          return (
            <li key={f.id} role="group" aria-label={`Card ${card + 1} button ${j + 1}`} className="bg-background grid gap-3 rounded-lg border p-3" data-testid="card-button">
              <div className="flex items-center justify-between gap-2">
                <p className="text-sm font-medium">Button {j + 1}</p>
                <div className="flex items-center gap-0.5">
                  <Button type="button" variant="ghost" size="icon-sm" aria-label={`Move ${of(j)} up`} disabled={j === 0} onClick={() => buttons.move(j, j - 1)}>
                    <ArrowUpIcon aria-hidden="true" />
                  </Button>
                  <Button type="button" variant="ghost" size="icon-sm" aria-label={`Move ${of(j)} down`} disabled={j === buttons.fields.length - 1} onClick={() => buttons.move(j, j + 1)}>
                    <ArrowDownIcon aria-hidden="true" />
                  </Button>
                  <Button type="button" variant="ghost" size="icon-sm" aria-label={`Remove ${of(j)}`} className="text-muted-foreground hover:text-destructive" onClick={() => buttons.remove(j)}>
                    <Trash2Icon aria-hidden="true" />
                  </Button>
                </div>
              </div>
              <div className="grid gap-3 sm:grid-cols-[12rem_minmax(0,1fr)]">
                <SelectField name={`${at}.type`} label="Button type" options={BUTTON_TYPES} />
                <TextField name={`${at}.title`} label="Button title" limit={L.buttonTitle} placeholder="e.g. Buy now" />
              </div>
              {type === "web_url" ? (
                <TextField name={`${at}.url`} label="URL" placeholder="https://example.com/shop" inputProps={URL_INPUT} />
              ) : (
                <TextField name={`${at}.payload`} label="Payload" limit={L.payload} placeholder="BUY_RUNNER_X" description="Sent back to you when the customer taps the button." inputProps={{ spellCheck: false, className: "font-mono text-sm" }} />
              )}
            </li>
          );
        })}
      </ol>
      <Button type="button" variant="outline" size="sm" className="w-fit" disabled={buttons.fields.length >= L.buttons} onClick={() => buttons.append(emptyCardButton())} aria-label={`Add a button to card ${card + 1}`}>
        <PlusIcon aria-hidden="true" />
        Add a button
      </Button>
    </div>
  );
}
