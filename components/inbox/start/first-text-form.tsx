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
import { useSendMessage } from "@/lib/client/hooks/use-chatapp";
import { useSmsSend } from "@/lib/client/hooks/use-sms";

const LIMITS = { chatapp: 4096, sms: 1600 } as const;

/** Free text, where the channel allows it now: chatapp inside the window, SMS at any time. */
export function FirstTextForm({
  channel,
  to,
  conversationId,
  inboxId,
  onSent,
  onCancel,
}: {
  channel: "chatapp" | "sms";
  to: string;
  conversationId?: string;
  /** The number it goes out of, when the channel has several (the channel's default otherwise). */
  inboxId?: string;
  onSent: (conversationId: string) => void;
  onCancel: () => void;
}) {
  const schema = z.object({ text: z.string().trim().min(1, "is required").max(LIMITS[channel], `must be at most ${LIMITS[channel]} characters`) });
  const form = useForm<{ text: string }>({ resolver: schemaResolver(schema), defaultValues: { text: "" } });
  const chatapp = useSendMessage();
  const sms = useSmsSend();

  async function onSubmit({ text }: { text: string }) {
    const target = { to, ...(conversationId ? { conversationId } : {}), ...(inboxId ? { inboxId } : {}) };
    try {
      const result = channel === "sms" ? await sms.mutateAsync({ ...target, text }) : await chatapp.mutateAsync({ kind: "text", body: { ...target, body: text } });
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
                <Textarea {...field} rows={4} placeholder={channel === "sms" ? "Write a text message…" : "The window is open: write freely…"} />
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
