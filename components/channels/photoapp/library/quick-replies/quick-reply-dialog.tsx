"use client";

import { useForm, useWatch, type Resolver } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Form } from "@/components/ui/form";
import { errorMessage } from "@/lib/client/api";
import { applyApiFieldErrors, schemaResolver } from "@/lib/client/forms";
import { useSaveQuickReply } from "@/components/channels/photoapp/library/use-library";
import type { QuickReply } from "@/lib/client/photoapp-library";
import { createQuickReplyInput, QUICK_REPLY_LIMITS as Q } from "@/lib/channels/photoapp/messaging/library/schemas";

type Values = { shortcut: string; title: string; text: string; category: string };
type Out = z.output<typeof createQuickReplyInput>;
// Edits send every field too (PUT leaves out nothing), so one schema judges both.
const resolver = schemaResolver(createQuickReplyInput, { blankAsNull: ["category"] }) as unknown as Resolver<Values, unknown, Out>;
const count = (v: string, max: number) => `${[...(v ?? "")].length}/${max}`;

/** New quick reply, or (given one) edit it; a shortcut another reply has shows on the shortcut field. */
export function QuickReplyDialog({ open, onOpenChange, reply }: { open: boolean; onOpenChange: (open: boolean) => void; reply: QuickReply | null }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">{open && <QuickReplyForm reply={reply} onClose={() => onOpenChange(false)} />}</DialogContent>
    </Dialog>
  );
}

function QuickReplyForm({ reply, onClose }: { reply: QuickReply | null; onClose: () => void }) {
  const save = useSaveQuickReply();
  const form = useForm<Values, unknown, Out>({
    resolver,
    defaultValues: { shortcut: reply?.shortcut ?? "", title: reply?.title ?? "", text: reply?.text ?? "", category: reply?.category ?? "" },
  });

  const v = useWatch({ control: form.control });

  async function onSubmit(input: Out) {
    try {
      const r = await save.mutateAsync({ id: reply?.id, input });
      toast.success(reply ? `/${r.shortcut} was saved` : `/${r.shortcut} was added`);
      onClose();
    } catch (err) {
      if (!applyApiFieldErrors(form, err)) toast.error("Could not save the quick reply", { description: errorMessage(err) });
    }
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle>{reply ? `Edit /${reply.shortcut}` : "New quick reply"}</DialogTitle>
        <DialogDescription>Agents type / and the shortcut in a photoapp reply to drop the text in.</DialogDescription>
      </DialogHeader>
      <Form {...form}>
        <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              control={form.control}
              name="shortcut"
              label="Shortcut"
              autoComplete="off"
              autoFocus
              placeholder="hours"
              className="content-start"
              description={`Letters, digits, - and _ · ${count(v.shortcut ?? "", Q.shortcut)}`}
              inputProps={{ spellCheck: false, className: "font-mono" }}
            />
            <TextField control={form.control} name="category" label="Category" autoComplete="off" placeholder="Optional, e.g. Store" className="content-start" description={count(v.category ?? "", Q.category)} />
          </div>
          <TextField control={form.control} name="title" label="Title" autoComplete="off" placeholder="Opening hours" description={count(v.title ?? "", Q.title)} />
          <TextField control={form.control} name="text" label="Text" multiline placeholder="We open at 9 every day." description={count(v.text ?? "", Q.text)} />
          <DialogFooter className="pt-2">
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <SubmitButton pending={form.formState.isSubmitting}>{reply ? "Save changes" : "Add quick reply"}</SubmitButton>
          </DialogFooter>
        </form>
      </Form>
    </>
  );
}
