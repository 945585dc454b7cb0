"use client";

import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { z } from "zod";
import { SubmitButton } from "@/components/forms/submit-button";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Textarea } from "@/components/ui/textarea";
import { errorMessage } from "@/lib/client/api";
import { schemaResolver } from "@/lib/client/forms";
import { capabilitiesOf } from "@/lib/channels/capabilities";
import type { ChannelName } from "@/lib/client/types";
import type { ChannelUi } from "@/components/channels/channel-ui";

/** Free text, where the channel allows it now (inside its window, or at any time on a channel without one); the channel's `start` sends it. */
export function FirstTextForm({
  channel,
  start,
  to,
  conversationId,
  inboxId,
  onSent,
  onCancel,
}: {
  channel: ChannelName;
  start: NonNullable<ChannelUi["start"]>;
  to: string;
  conversationId?: string;
  /** The number it goes out of, when the channel has several (the channel's default otherwise). */
  inboxId?: string;
  onSent: (conversationId: string) => void;
  onCancel: () => void;
}) {
  const max = capabilitiesOf(channel).textMax;
  const schema = z.object({ text: z.string().trim().min(1, "is required").max(max, `must be at most ${max} characters`) });
  const form = useForm<{ text: string }>({ resolver: schemaResolver(schema), defaultValues: { text: "" } });
  const sendFirstText = start.useSendFirstText();

  async function onSubmit({ text }: { text: string }) {
    const target = { to, ...(conversationId ? { conversationId } : {}), ...(inboxId ? { inboxId } : {}) };
    try {
      const result = await sendFirstText({ ...target, text });
      toast.success("Message sent");
      onSent(result.conversationId);
    } catch (err) {
      toast.error("Could not send the message", { description: errorMessage(err) });
    }
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-3">
        <FormField
          control={form.control}
          name="text"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Message</FormLabel>
              <FormControl>
                <Textarea {...field} rows={4} placeholder={start.placeholder} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <DialogFooter>
          <Button type="button" variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
          <SubmitButton pending={form.formState.isSubmitting}>Send</SubmitButton>
        </DialogFooter>
      </form>
    </Form>
  );
}
