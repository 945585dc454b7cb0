"use client";

import { PlusIcon, Trash2Icon } from "lucide-react";
import { useFieldArray, useFormContext, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { emptyButton, emptyCard, type CardValues, type TemplateFormValues } from "@/lib/client/template-form";
import type { ButtonType } from "@/lib/templates/enums";
import { SelectField } from "./builder-field";
import { ButtonsEditor } from "./buttons-editor";
import { MediaUpload } from "./media-upload";
import { SectionProblem } from "./problems";
import { Section } from "./section";
import { VariableText } from "./variable-text";

const CARD_BUTTONS: ButtonType[] = ["QUICK_REPLY", "URL", "PHONE_NUMBER"];
const MAX_CARDS = 10;

/**
 * Carousel cards, 2 to 10, each with its media, text and buttons. Every card must have the
 * same media type and button types as the first, so a new card starts as a copy of its shape.
 */
export function CarouselEditor() {
  const { control, setValue } = useFormContext<TemplateFormValues>();
  const cards = useFieldArray({ control, name: "carouselCards" });
  const values = useWatch({ control, name: "carouselCards" }) as CardValues[] | undefined;

  function addCard() {
    const first = values?.[0];
    cards.append(emptyCard(first?.headerFormat ?? "IMAGE", (first?.buttons ?? [emptyButton()]).map((b) => emptyButton(b.type))));
  }

  return (
    <Section
      id="cards"
      title="Cards"
      description="Customers swipe through the cards. Every card has the same media type and the same buttons, in the same order."
      action={
        <Button type="button" variant="outline" size="sm" onClick={addCard} disabled={cards.fields.length >= MAX_CARDS}>
          <PlusIcon aria-hidden="true" />
          Add card
        </Button>
      }
    >
      <SectionProblem path="carouselCards" />
      <ol className="grid gap-4">
        {cards.fields.map((f, i) => {
          const format = values?.[i]?.headerFormat ?? "IMAGE";
          const at = `carouselCards.${i}` as const;
          return (
            <li key={f.id} className="bg-muted/30 grid gap-4 rounded-lg border p-4" data-testid="card-editor">
              <div className="flex items-center justify-between">
                <p className="font-medium">Card {i + 1}</p>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  className="text-muted-foreground hover:text-destructive"
                  disabled={cards.fields.length <= 2}
                  onClick={() => cards.remove(i)}
                >
                  <Trash2Icon aria-hidden="true" />
                  Remove card {i + 1}
                </Button>
              </div>
              <div className="grid gap-4 sm:grid-cols-[10rem_minmax(0,1fr)]">
                <SelectField
                  name={`${at}.headerFormat`}
                  label="Media"
                  options={[
                    { value: "IMAGE", label: "Image" },
                    { value: "VIDEO", label: "Video" },
                  ]}
                  onPicked={() => setValue(`${at}.headerMediaHandle`, "")}
                />
                <MediaUpload
                  name={`${at}.headerMediaHandle`}
                  kind={format === "VIDEO" ? "video" : "image"}
                  label={`Card ${i + 1} ${format === "VIDEO" ? "video" : "image"}`}
                />
              </div>
              <VariableText name={`${at}.bodyText`} examplesName={`${at}.bodyExamples`} label={`Card ${i + 1} text`} limit={160} rows={3} placeholder="Short text under the picture" />
              <div className="grid gap-2">
                <p className="text-sm font-medium">Card {i + 1} buttons</p>
                <ButtonsEditor name={`${at}.buttons`} allowed={CARD_BUTTONS} max={2} owner={`Card ${i + 1}`} />
              </div>
            </li>
          );
        })}
      </ol>
    </Section>
  );
}
