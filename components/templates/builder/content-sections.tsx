"use client";

import { BracesIcon } from "lucide-react";
import { useFormContext, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import type { TemplateFormValues } from "@/lib/client/template-form";
import type { ButtonType } from "@/lib/templates/enums";
import { variableCount } from "@/lib/templates/variables";
import { HEADER_LABELS } from "../template-badges";
import { SelectField, TextField } from "./builder-field";
import { ButtonsEditor } from "./buttons-editor";
import { MediaUpload, type MediaKind } from "./media-upload";
import { Section } from "./section";
import { VariableText } from "./variable-text";

const STANDARD_BUTTONS: ButtonType[] = ["QUICK_REPLY", "URL", "PHONE_NUMBER", "COPY_CODE", "FLOW"];
const OFFER_BUTTONS: ButtonType[] = ["COPY_CODE", "URL"];

/** Header: none, a text line (with at most {{1}}), or an image, video or document. */
export function HeaderSection() {
  const { control, setValue, getValues } = useFormContext<TemplateFormValues>();
  const [type, headerType, headerText] = useWatch({ control, name: ["templateType", "headerType", "headerText"] });
  const types = type === "LIMITED_TIME_OFFER" ? (["NONE", "IMAGE", "VIDEO"] as const) : (["NONE", "TEXT", "IMAGE", "VIDEO", "DOCUMENT"] as const);
  const hasVariable = variableCount(headerText) > 0;
  return (
    <Section id="header" title="Header" description="Optional: a bold first line, or a picture, video or document above the text.">
      <SelectField
        name="headerType"
        label="Header"
        options={types.map((t) => ({ value: t, label: HEADER_LABELS[t] }))}
        // An uploaded image is no sample for a video header.
        onPicked={() => setValue("headerHandle", "")}
      />
      {headerType === "TEXT" && (
        <div className="grid gap-3">
          <TextField name="headerText" label="Header text" limit={60} placeholder="Your order is on its way" />
          {hasVariable ? (
            <TextField name="headerExample" label="Sample for {{1}}" placeholder="e.g. #10452" />
          ) : (
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="w-fit"
              onClick={() => setValue("headerText", `${getValues("headerText").trimEnd()} {{1}}`.trimStart(), { shouldDirty: true })}
            >
              <BracesIcon aria-hidden="true" />
              Add variable {"{{1}}"}
            </Button>
          )}
        </div>
      )}
      {(headerType === "IMAGE" || headerType === "VIDEO" || headerType === "DOCUMENT") && (
        <MediaUpload name="headerHandle" kind={headerType.toLowerCase() as MediaKind} label={`Sample ${headerType.toLowerCase()}`} />
      )}
    </Section>
  );
}

/** The message text with its variables and samples, and the footer line. */
export function BodySection() {
  const { control } = useFormContext<TemplateFormValues>();
  const type = useWatch({ control, name: "templateType" });
  const offer = type === "LIMITED_TIME_OFFER";
  return (
    <Section id="body" title="Message" description="What the customer reads. Variables are filled in per customer when the template is sent.">
      <VariableText
        name="bodyText"
        examplesName="bodyExamples"
        label="Body"
        limit={offer ? 600 : 1024}
        placeholder={"Hi {{1}}, your order {{2}} is on its way. Reply here if you have any questions."}
      />
      {type === "STANDARD" && <TextField name="footerText" label="Footer" limit={60} placeholder="Optional: a muted line under the text" />}
    </Section>
  );
}

export function ButtonsSection() {
  const { control } = useFormContext<TemplateFormValues>();
  const type = useWatch({ control, name: "templateType" });
  const offer = type === "LIMITED_TIME_OFFER";
  return (
    <Section
      id="buttons"
      title="Buttons"
      description={offer ? "A link to the offer, and optionally a copy-code button." : "Up to 10: quick replies (grouped together), links, a phone number, a code to copy or a flow."}
    >
      <ButtonsEditor name="buttons" allowed={offer ? OFFER_BUTTONS : STANDARD_BUTTONS} max={offer ? 3 : 10} />
    </Section>
  );
}
