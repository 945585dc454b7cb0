"use client";

import { PlusIcon, XIcon } from "lucide-react";
import { useFieldArray, useForm, useWatch, type Control, type Resolver } from "react-hook-form";
import { toast } from "sonner";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import { SettingsSection } from "@/components/settings/settings-section";
import { Button } from "@/components/ui/button";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Switch } from "@/components/ui/switch";
import { errorMessage } from "@/lib/client/api";
import { applyApiFieldErrors, schemaResolver } from "@/lib/client/forms";
import { businessHoursSettingsSchema, type BusinessHoursSettings, type Weekday } from "@/lib/business-hours/schemas";
import { useUpdateInbox, type Inbox } from "../use-inboxes";
import { OutOfHoursFields } from "./out-of-hours-fields";

const DAY_NAMES: Record<Weekday, string> = { mon: "Monday", tue: "Tuesday", wed: "Wednesday", thu: "Thursday", fri: "Friday", sat: "Saturday", sun: "Sunday" };
const ORDER: Weekday[] = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"];
type Values = BusinessHoursSettings;
// Every weekday has a list in the form (defaults fill them), so the parsed and the edited shapes agree.
const resolver = schemaResolver(businessHoursSettingsSchema) as unknown as Resolver<Values, unknown, Values>;

function defaults(settings: Record<string, unknown>): Values {
  const parsed = businessHoursSettingsSchema.safeParse(settings.businessHours);
  if (parsed.success) return parsed.data;
  const nine2five = [{ from: "09:00", to: "17:00" }];
  return { enabled: false, weekly: { sun: [], mon: nine2five, tue: nine2five, wed: nine2five, thu: nine2five, fri: nine2five, sat: [] }, holidays: [] };
}

/** The inbox's `businessHours` key: when it is open (SLA clocks pause outside), in which zone, and its holidays. */
export function BusinessHoursSection({ inbox, readOnly }: { inbox: Inbox; readOnly: boolean }) {
  const update = useUpdateInbox();
  const form = useForm<Values, unknown, Values>({ resolver, defaultValues: defaults(inbox.settings) });
  const enabled = useWatch({ control: form.control, name: "enabled" });

  async function onSubmit(v: Values) {
    try {
      await update.mutateAsync({ id: inbox.id, body: { settings: { businessHours: { ...v, timeZone: v.timeZone || undefined } } } });
      toast.success("Business hours saved");
      form.reset(v);
    } catch (err) {
      if (!applyApiFieldErrors(form, err)) toast.error("Could not save the business hours", { description: errorMessage(err) });
    }
  }

  return (
    <SettingsSection id="inbox-hours-heading" title="Business hours" description="When this inbox is staffed. SLA clocks that count business hours pause outside them; holidays count as closed.">
      <Form {...form}>
        <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid max-w-2xl gap-5">
          <fieldset disabled={readOnly} className="grid gap-5">
            <FormField
              control={form.control}
              name="enabled"
              render={({ field }) => (
                <FormItem className="flex items-center gap-3">
                  <FormControl>
                    <Switch checked={field.value} onCheckedChange={field.onChange} />
                  </FormControl>
                  <FormLabel className="!mt-0">Use business hours (off: always open)</FormLabel>
                </FormItem>
              )}
            />
            {enabled && (
              <>
                <TextField control={form.control} name="timeZone" label="Time zone" placeholder="The company's time zone" description="An IANA zone such as Europe/London or Asia/Riyadh; empty uses the company's." autoComplete="off" />
                <div className="grid gap-3" role="group" aria-label="Opening hours">
                  {ORDER.map((day) => (
                    <DayRanges key={day} control={form.control} day={day} />
                  ))}
                </div>
                <Holidays control={form.control} />
                <OutOfHoursFields control={form.control} setValue={form.setValue} />
                <FormField
                  control={form.control}
                  name="replyTimeMinutes"
                  render={({ field }) => (
                    <FormItem className="max-w-xs gap-1">
                      <FormLabel>Reply time promised by the website chat (minutes)</FormLabel>
                      <FormControl>
                        <Input
                          type="number"
                          inputMode="numeric"
                          min={1}
                          placeholder="Recent median"
                          name={field.name}
                          ref={field.ref}
                          onBlur={field.onBlur}
                          value={field.value ?? ""}
                          onChange={(e) => field.onChange(e.target.value === "" ? undefined : e.target.valueAsNumber)}
                        />
                      </FormControl>
                      <FormMessage />
                    </FormItem>
                  )}
                />
              </>
            )}
          </fieldset>
          {!readOnly && (
            <div>
              <SubmitButton pending={form.formState.isSubmitting}>Save business hours</SubmitButton>
            </div>
          )}
        </form>
      </Form>
    </SettingsSection>
  );
}

function DayRanges({ control, day }: { control: Control<Values, unknown, Values>; day: Weekday }) {
  const ranges = useFieldArray({ control, name: `weekly.${day}` });
  return (
    <div className="grid gap-2 sm:grid-cols-[8rem_1fr] sm:items-start" data-testid={`hours-${day}`}>
      <span className="pt-2 text-sm font-medium">{DAY_NAMES[day]}</span>
      <div className="grid gap-2">
        {ranges.fields.length === 0 && <span className="text-muted-foreground pt-2 text-sm">Closed</span>}
        {ranges.fields.map((f, i) => (
          <div key={f.id} className="flex flex-wrap items-start gap-2">
            <TimeInput control={control} name={`weekly.${day}.${i}.from`} label={`${DAY_NAMES[day]} opens`} />
            <span className="text-muted-foreground pt-2 text-sm">to</span>
            <TimeInput control={control} name={`weekly.${day}.${i}.to`} label={`${DAY_NAMES[day]} closes`} />
            <Button type="button" variant="ghost" size="icon-sm" className="mt-1" aria-label={`Remove ${DAY_NAMES[day]} range ${i + 1}`} onClick={() => ranges.remove(i)}>
              <XIcon aria-hidden="true" />
            </Button>
          </div>
        ))}
        <FormField control={control} name={`weekly.${day}`} render={() => <FormMessage />} />
        <Button type="button" variant="outline" size="sm" className="w-fit" onClick={() => ranges.append({ from: "09:00", to: "17:00" })}>
          <PlusIcon aria-hidden="true" />
          {ranges.fields.length ? "Add hours" : "Open"}
        </Button>
      </div>
    </div>
  );
}

type TimeName = `weekly.${Weekday}.${number}.${"from" | "to"}`;

function TimeInput({ control, name, label }: { control: Control<Values, unknown, Values>; name: TimeName; label: string }) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className="gap-1">
          <FormControl>
            <Input type="time" aria-label={label} className="w-36" {...field} value={field.value === "24:00" ? "23:59" : (field.value ?? "")} />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

function Holidays({ control }: { control: Control<Values, unknown, Values> }) {
  const list = useFieldArray({ control, name: "holidays" });
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">Holidays (closed all day)</legend>
      {list.fields.length === 0 && <p className="text-muted-foreground text-sm">No holidays.</p>}
      {list.fields.map((f, i) => (
        <div key={f.id} className="flex flex-wrap items-start gap-2" data-testid="holiday">
          <FormField
            control={control}
            name={`holidays.${i}.date`}
            render={({ field }) => (
              <FormItem className="gap-1">
                <FormControl>
                  <Input type="date" aria-label={`Holiday ${i + 1} date`} className="w-40" {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={control}
            name={`holidays.${i}.name`}
            render={({ field }) => (
              <FormItem className="min-w-40 flex-1 gap-1">
                <FormControl>
                  <Input aria-label={`Holiday ${i + 1} name`} placeholder="New Year's Day" {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <Button type="button" variant="ghost" size="icon-sm" className="mt-1" aria-label={`Remove holiday ${i + 1}`} onClick={() => list.remove(i)}>
            <XIcon aria-hidden="true" />
          </Button>
        </div>
      ))}
      <Button type="button" variant="outline" size="sm" className="w-fit" onClick={() => list.append({ date: "", name: "" })}>
        <PlusIcon aria-hidden="true" />
        Add holiday
      </Button>
    </fieldset>
  );
}
