"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { FormAlert } from "@/components/forms/form-alert";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Form } from "@/components/ui/form";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { ApiError, errorMessage } from "@/lib/client/api";
import { schemaResolver, sentence } from "@/lib/client/forms";
import { useConversationList } from "@/lib/client/hooks/use-conversations";
import { useSendPhotoappTemplate } from "@/components/channels/photoapp/library/use-library";
import type { PhotoappTemplateDetail } from "@/lib/client/photoapp-library";
import { sendSavedTemplateInput } from "@/lib/channels/photoapp/messaging/send-schemas";

const NO_CONVERSATION = "none";
const OPEN_PHOTOAPP = new URLSearchParams({ channel: "PHOTOAPP", status: "OPEN", limit: "50" }).toString();
const resolver = schemaResolver(sendSavedTemplateInput.pick({ recipientId: true }));

/** Why a send was refused, in words an agent can act on; null when the answer names a field instead. */
export function sendRefusal(err: unknown): string | null {
  if (!(err instanceof ApiError)) return errorMessage(err);
  if (err.details.reason === "window_closed")
    return "The customer's 24-hour window is closed: they haven't written in the last 24 hours (or never). Photoapp only lets a business message a customer within 24 hours of their last message, so wait until they write again.";
  if (err.details.reason === "template_inactive") return "This template is inactive. Turn on “Active” and save it before sending.";
  if (err.status === 400 && err.fields.length) return null;
  return err.message;
}

/** Sends the template's cards to one customer: an open photoapp conversation, and the customer's photoapp id. */
export function SendTemplateDialog({ template, open, onOpenChange }: { template: PhotoappTemplateDetail; open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">{open && <SendForm template={template} onClose={() => onOpenChange(false)} />}</DialogContent>
    </Dialog>
  );
}

function SendForm({ template, onClose }: { template: PhotoappTemplateDetail; onClose: () => void }) {
  const router = useRouter();
  const send = useSendPhotoappTemplate(template.id);
  const conversations = useConversationList(OPEN_PHOTOAPP);
  const [conversationId, setConversationId] = useState(NO_CONVERSATION);
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm({ resolver, defaultValues: { recipientId: "" } });

  async function onSubmit({ recipientId }: { recipientId: string }) {
    setRefusal(null);
    try {
      const r = await send.mutateAsync({ recipientId, ...(conversationId !== NO_CONVERSATION ? { conversationId } : {}) });
      toast.success(`${template.name} was sent`, {
        description: `${template.cards.length === 1 ? "1 card" : `${template.cards.length} cards`} went out as a carousel.`,
        action: { label: "Open conversation", onClick: () => router.push(`/inbox?c=${encodeURIComponent(r.conversationId)}`) },
      });
      onClose();
    } catch (err) {
      const message = sendRefusal(err);
      if (message !== null) return setRefusal(message);
      const fields = err instanceof ApiError ? err.fields : [];
      fields.forEach((f, i) =>
        form.setError("recipientId", { type: "server", message: f.path === "to" || f.path === "recipientId" ? sentence(f.message) : `${f.path} ${f.message}` }, { shouldFocus: i === 0 }),
      );
    }
  }

  const list = conversations.data?.data ?? [];
  return (
    <>
      <DialogHeader>
        <DialogTitle>Send {template.name}</DialogTitle>
        <DialogDescription>The cards go out as one carousel. Photoapp accepts it only within 24 hours of the customer&apos;s last message.</DialogDescription>
      </DialogHeader>
      <Form {...form}>
        <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor="send-conversation">Conversation</Label>
            <Select
              value={conversationId}
              onValueChange={(id) => {
                setConversationId(id);
                // A picked conversation names its customer: their photoapp id fills in.
                const picked = list.find((c) => c.id === id);
                form.setValue("recipientId", picked?.contact.platformUserId ?? "", { shouldValidate: !!picked });
              }}
            >
              <SelectTrigger id="send-conversation" className="w-full" aria-describedby="send-conversation-hint">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={NO_CONVERSATION}>Their open conversation, or a new one</SelectItem>
                {list.map((c) => (
                  <SelectItem key={c.id} value={c.id}>
                    {c.contact.name}
                    {c.lastMessagePreview ? <span className="text-muted-foreground"> · {c.lastMessagePreview.slice(0, 40)}</span> : null}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            <p id="send-conversation-hint" className="text-muted-foreground text-xs">
              {conversations.isPending ? "Loading open photoapp conversations…" : list.length ? `${list.length} open photoapp conversation${list.length === 1 ? "" : "s"}. Picking one fills in the customer's id.` : "No open photoapp conversations."}
            </p>
          </div>
          <TextField
            control={form.control}
            name="recipientId"
            label="Customer's photoapp id"
            autoComplete="off"
            autoFocus
            placeholder="e.g. 17841400000000001"
            description="The id the platform gives the customer (IGSID), as in your webhooks and the sandbox."
            inputProps={{ spellCheck: false, className: "font-mono", readOnly: conversationId !== NO_CONVERSATION }}
          />
          <FormAlert message={refusal} />
          <DialogFooter className="pt-2">
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <SubmitButton pending={form.formState.isSubmitting}>Send template</SubmitButton>
          </DialogFooter>
        </form>
      </Form>
    </>
  );
}
