"use client";

import { PlusIcon, Trash2Icon } from "lucide-react";
import { useFieldArray, useFormContext, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Switch } from "@/components/ui/switch";
import type { TemplateFormValues } from "@/lib/client/template-form";
import { BuilderField, SelectField, TextField } from "./builder-field";
import { SectionProblem } from "./problems";
import { Section } from "./section";

/** The offer's headline, its end (a countdown on the phone) and an optional code. */
export function OfferSection() {
  return (
    <Section id="offer" title="Limited-time offer" description="A banner above the text with a countdown to when the offer ends.">
      <TextField name="ltoText" label="Offer text" limit={16} placeholder="20% off shoes" />
      <div className="grid gap-5 sm:grid-cols-2">
        <BuilderField name="ltoExpiration" label="Offer ends" description="Your local time.">
          {(field, aria) => <Input type="datetime-local" {...field} {...aria} value={field.value ?? ""} />}
        </BuilderField>
        <TextField name="ltoCouponCode" label="Offer code" limit={15} placeholder="SAVE20" description="Optional; copy-code buttons use it." />
      </div>
    </Section>
  );
}

/** AUTHENTICATION: the platform writes the text; the business picks the options and the code button. */
export function AuthSection() {
  const { control } = useFormContext<TemplateFormValues>();
  const otpType = useWatch({ control, name: "otp.otpType" });
  return (
    <Section id="auth" title="One-time code" description="The platform writes the text of authentication templates (“123456 is your verification code.”); you choose the options.">
      <BuilderField name="authSecurityDisclaimer" label="Security disclaimer">
        {(field, aria) => (
          <div className="flex items-center gap-3">
            <Switch {...aria} checked={field.value !== false} onCheckedChange={field.onChange} onBlur={field.onBlur} ref={field.ref} />
            <span className="text-muted-foreground text-sm">Add “For your security, do not share this code.”</span>
          </div>
        )}
      </BuilderField>
      <BuilderField name="authExpirationMinutes" label="Code expires after (minutes)" description="1 to 90; shown as a footer. Leave empty for no expiry line.">
        {(field, aria) => <Input type="number" inputMode="numeric" min={1} max={90} {...field} {...aria} value={field.value ?? ""} className="w-32" />}
      </BuilderField>
      <SectionProblem path="otp" />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          name="otp.otpType"
          label="Code button"
          options={[
            { value: "COPY_CODE", label: "Copy code" },
            { value: "ONE_TAP", label: "One-tap autofill (Android)" },
          ]}
        />
        <TextField name="otp.text" label="Button label" limit={25} placeholder="Copy code" />
      </div>
      {otpType === "ONE_TAP" && <OneTapFields />}
    </Section>
  );
}

function OneTapFields() {
  const { control } = useFormContext<TemplateFormValues>();
  const apps = useFieldArray({ control, name: "otp.supportedApps" });
  return (
    <div className="grid gap-3">
      <TextField name="otp.autofillText" label="Autofill label" limit={25} placeholder="Autofill" />
      <fieldset className="grid gap-3 rounded-lg border p-3">
        <legend className="px-1 text-sm font-medium">Your Android apps</legend>
        <SectionProblem path="otp.supportedApps" />
        {apps.fields.map((f, i) => (
          <div key={f.id} className="grid items-start gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto]">
            <TextField name={`otp.supportedApps.${i}.packageName`} label={`App ${i + 1} package`} placeholder="com.example.app" inputProps={{ spellCheck: false, className: "font-mono text-sm" }} />
            <TextField name={`otp.supportedApps.${i}.signatureHash`} label="Signature hash" placeholder="K8a/AINcGX7" inputProps={{ spellCheck: false, className: "font-mono text-sm" }} />
            <Button type="button" variant="ghost" size="icon" className="mt-6" aria-label={`Remove app ${i + 1}`} onClick={() => apps.remove(i)}>
              <Trash2Icon aria-hidden="true" />
            </Button>
          </div>
        ))}
        <Button type="button" variant="outline" size="sm" className="w-fit" disabled={apps.fields.length >= 5} onClick={() => apps.append({ packageName: "", signatureHash: "" })}>
          <PlusIcon aria-hidden="true" />
          Add app
        </Button>
      </fieldset>
    </div>
  );
}
