"use client";

import { useWatch, type Control, type UseFormSetValue } from "react-hook-form";
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import type { BusinessHoursSettings } from "@/lib/business-hours/schemas";

type Values = BusinessHoursSettings;
const STARTER = {
  default: "Thanks for your message! We're closed right now and will reply as soon as we open.",
  ar: "شكراً لرسالتك! نحن مغلقون الآن وسنرد عليك فور افتتاحنا.",
};

/**
 * The automatic reply a customer gets when they write while the inbox is closed: once per
 * conversation per closed period, in Arabic when they wrote in Arabic and an Arabic text is
 * set, else the default (lib/business-hours/out-of-hours.ts).
 */
export function OutOfHoursFields({ control, setValue }: { control: Control<Values, unknown, Values>; setValue: UseFormSetValue<Values> }) {
  const enabled = useWatch({ control, name: "outOfHoursReply.enabled" });
  return (
    <fieldset className="grid gap-3 rounded-md border p-3">
      <legend className="px-1 text-sm font-medium">Out-of-hours reply</legend>
      <FormField
        control={control}
        name="outOfHoursReply.enabled"
        render={({ field }) => (
          <FormItem className="flex items-center gap-3">
            <FormControl>
              <Switch
                checked={!!field.value}
                onCheckedChange={(on) => {
                  field.onChange(on);
                  if (on) setValue("outOfHoursReply.texts", { ...STARTER }, { shouldDirty: true });
                }}
              />
            </FormControl>
            <FormLabel className="!mt-0">Reply automatically when a customer writes while closed</FormLabel>
          </FormItem>
        )}
      />
      {enabled && (
        <>
          <FormField
            control={control}
            name="outOfHoursReply.texts.default"
            render={({ field }) => (
              <FormItem className="gap-1">
                <FormLabel>Reply</FormLabel>
                <FormControl>
                  <Textarea rows={3} {...field} value={field.value ?? ""} />
                </FormControl>
                <FormDescription>Sent once per conversation each time the inbox is closed.</FormDescription>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={control}
            name="outOfHoursReply.texts.ar"
            render={({ field }) => (
              <FormItem className="gap-1">
                <FormLabel>Reply in Arabic (optional)</FormLabel>
                <FormControl>
                  <Textarea rows={3} dir="rtl" lang="ar" {...field} value={(field.value as string | undefined) ?? ""} onChange={(e) => field.onChange(e.target.value === "" ? undefined : e.target.value)} />
                </FormControl>
                <FormDescription>Used when the customer wrote in Arabic.</FormDescription>
                <FormMessage />
              </FormItem>
            )}
          />
        </>
      )}
    </fieldset>
  );
}
