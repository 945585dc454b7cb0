"use client";

import { CalendarClockIcon } from "lucide-react";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "sonner";
import { z } from "zod";
import { TemplatePicker } from "@/components/inbox/composer/template-picker";
import { SubmitButton } from "@/components/forms/submit-button";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { inSentence } from "@/components/channels/connect-config";
import { capabilitiesOf } from "@/lib/channels/capabilities";
import { CHANNEL_META } from "@/lib/channels/keys";
import { ApiError, errorMessage } from "@/lib/client/api";
import { schemaResolver } from "@/lib/client/forms";
import { useCreateScheduled } from "@/lib/client/hooks/use-scheduled";
import type { TemplateListItem } from "@/lib/client/types";
import { recurrenceSchema, textPayloadSchema, type ScheduledChannel } from "@/lib/scheduled/schemas";
import { RECURRENCE_LABELS, localInputValue } from "./scheduled-format";

// The API's own field rules (text, recurrence); the time is picked in the browser's zone and sent as an instant.
const formSchema = z
  .object({
    when: z.string().min(1, "is required").refine((v) => !Number.isNaN(new Date(v).getTime()), "must be a date and time").refine((v) => new Date(v).getTime() > Date.now() - 60_000, "must not be in the past"),
    recurrence: recurrenceSchema,
    kind: z.enum(["text", "template"]),
    text: z.string(),
  })
  .superRefine((v, ctx) => {
    if (v.kind !== "text") return;
    const r = textPayloadSchema.shape.text.safeParse(v.text);
    if (!r.success) ctx.addIssue({ code: "custom", path: ["text"], message: r.error.issues[0]!.message });
  });
type Values = z.input<typeof formSchema>;
const resolver = schemaResolver(formSchema);

/**
 * Schedules a message to one recipient: once or DAILY/WEEKLY/MONTHLY, a text or (on a channel
 * with templates) an approved template. Opened from the inbox composer and the contact page.
 */
export function ScheduleMessageDialog({ channel, recipientRef, conversationId, recipientName, compact }: { channel: ScheduledChannel; recipientRef: string; conversationId?: string; recipientName?: string; compact?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" variant={compact ? "ghost" : "outline"} size={compact ? "icon" : "sm"} aria-label={compact ? "Schedule a message" : undefined} data-testid="schedule-message">
          <CalendarClockIcon aria-hidden="true" />
          {!compact && "Schedule message"}
        </Button>
      </DialogTrigger>
      <DialogContent className="flex max-h-[calc(100svh-2rem)] flex-col sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Schedule a message</DialogTitle>
          <DialogDescription>
            To {recipientName ? `${recipientName} · ` : ""}
            {recipientRef} on {channel.toLowerCase()}. The time is in your browser’s time zone ({Intl.DateTimeFormat().resolvedOptions().timeZone}); repeats keep the company’s local time.
          </DialogDescription>
        </DialogHeader>
        {open && <ScheduleForm channel={channel} recipientRef={recipientRef} conversationId={conversationId} onClose={() => setOpen(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function ScheduleForm({ channel, recipientRef, conversationId, onClose }: { channel: ScheduledChannel; recipientRef: string; conversationId?: string; onClose: () => void }) {
  const create = useCreateScheduled();
  const [search, setSearch] = useState("");
  const [picked, setPicked] = useState<TemplateListItem | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // An hour from when the dialog opened (the form is mounted per opening).
  const [initialWhen] = useState(() => localInputValue(new Date(Date.now() + 60 * 60_000)));
  const form = useForm<Values>({ resolver, defaultValues: { when: initialWhen, recurrence: "NONE", kind: "text", text: "" } });
  const kind = useWatch({ control: form.control, name: "kind" });
  const { templates, windowHours } = capabilitiesOf(channel);

  async function onSubmit(v: Values) {
    setProblem(null);
    if (v.kind === "template" && !picked) return setProblem("Pick an approved template.");
    try {
      const created = await create.mutateAsync({
        channel,
        recipientRef,
        ...(conversationId ? { conversationId } : {}),
        scheduledFor: new Date(v.when).toISOString(),
        recurrence: v.recurrence,
        payload: v.kind === "text" ? { kind: "text", text: v.text } : { kind: "template", templateName: picked!.name, languageCode: picked!.language },
      });
      toast.success("Message scheduled", { description: `First send ${new Date(created.scheduledFor).toLocaleString()}` });
      onClose();
    } catch (err) {
      if (err instanceof ApiError && err.details.reason === "window_requires_template") {
        setProblem("The customer has not written in the last 24 hours, so a text cannot be scheduled. Pick an approved template instead.");
        if (templates) form.setValue("kind", "template");
      } else setProblem(errorMessage(err));
    }
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid min-h-0 gap-4 overflow-y-auto" data-testid="schedule-form">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            control={form.control}
            name="when"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Send at</FormLabel>
                <FormControl>
                  <Input type="datetime-local" step={1} {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="recurrence"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Repeat</FormLabel>
                <Select value={field.value} onValueChange={field.onChange}>
                  <FormControl>
                    <SelectTrigger className="w-full" aria-label="Repeat">
                      <SelectValue />
                    </SelectTrigger>
                  </FormControl>
                  <SelectContent>
                    {recurrenceSchema.options.map((r) => (
                      <SelectItem key={r} value={r}>
                        {RECURRENCE_LABELS[r]}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
                <FormMessage />
              </FormItem>
            )}
          />
        </div>
        {templates && (
          <FormField
            control={form.control}
            name="kind"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Message</FormLabel>
                <RadioGroup value={field.value} onValueChange={field.onChange} className="flex gap-4">
                  <label className="flex items-center gap-2 text-sm">
                    <RadioGroupItem value="text" /> Text
                  </label>
                  <label className="flex items-center gap-2 text-sm">
                    <RadioGroupItem value="template" /> Approved template
                  </label>
                </RadioGroup>
              </FormItem>
            )}
          />
        )}
        {kind === "text" ? (
          <FormField
            control={form.control}
            name="text"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Message text</FormLabel>
                <FormControl>
                  <Textarea rows={4} maxLength={4096} placeholder="Write the message…" {...field} />
                </FormControl>
                {templates && windowHours !== null && (
                  <p className="text-muted-foreground text-xs">
                    On {inSentence(CHANNEL_META[channel].label)} a text goes only while the customer wrote in the last {windowHours} hours; outside that window use a template.
                  </p>
                )}
                <FormMessage />
              </FormItem>
            )}
          />
        ) : (
          <TemplatePicker search={search} onSearch={setSearch} picked={picked} onPick={setPicked} />
        )}
        {problem && (
          <p role="alert" className="text-destructive text-sm">
            {problem}
          </p>
        )}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <SubmitButton pending={create.isPending}>Schedule</SubmitButton>
        </DialogFooter>
      </form>
    </Form>
  );
}
