"use client";

import { useForm, useWatch } from "react-hook-form";
import { toast } from "sonner";
import { LabeledField } from "@/components/forms/labeled-field";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Form, FormControl } from "@/components/ui/form";
import { Textarea } from "@/components/ui/textarea";
import { errorMessage } from "@/lib/client/api";
import { applyApiFieldErrors, schemaResolver } from "@/lib/client/forms";
import { useCreateSavedReply, useUpdateSavedReply, type SavedReply } from "@/lib/client/hooks/use-saved-replies";
import { renderSavedReply, SAVED_REPLY_VARIABLES } from "@/lib/saved-replies/render";
import { createSavedReplyInput, type CreateSavedReplyInput } from "@/lib/saved-replies/schemas";

type Values = { name: string; shortcut: string; body: string };
const resolver = schemaResolver(createSavedReplyInput);
const SAMPLE = { name: "Ana Ruiz", firstName: "Ana", lastName: "Ruiz", email: "ana@example.com", phone: "971501234567" };

/** Create or edit a saved reply, with its body as a sample customer would read it. */
export function SavedReplyDialog({ reply, open, onOpenChange }: { reply: SavedReply | null; open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{reply ? "Edit saved reply" : "New saved reply"}</DialogTitle>
          <DialogDescription>Type / and the shortcut in any conversation to insert it.</DialogDescription>
        </DialogHeader>
        {open && <SavedReplyForm key={reply?.id ?? "new"} reply={reply} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function SavedReplyForm({ reply, onDone }: { reply: SavedReply | null; onDone: () => void }) {
  const create = useCreateSavedReply();
  const update = useUpdateSavedReply();
  const form = useForm<Values, unknown, CreateSavedReplyInput>({ resolver, defaultValues: { name: reply?.name ?? "", shortcut: reply?.shortcut ?? "", body: reply?.body ?? "" } });
  const body = useWatch({ control: form.control, name: "body" });

  async function onSubmit(v: CreateSavedReplyInput) {
    try {
      if (reply) await update.mutateAsync({ id: reply.id, input: v });
      else await create.mutateAsync(v);
      toast.success(reply ? `Saved reply “${v.name}” was updated` : `Saved reply “${v.name}” was created`);
      onDone();
    } catch (err) {
      if (!applyApiFieldErrors(form, err)) toast.error("Could not save the reply", { description: errorMessage(err) });
    }
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-4">
        <TextField control={form.control} name="name" label="Name" placeholder="Opening hours" autoComplete="off" />
        <TextField control={form.control} name="shortcut" label="Shortcut" description="Letters, digits, - and _; typed after /" placeholder="hours" autoComplete="off" />
        <LabeledField control={form.control} name="body" label="Text" description={`Variables: ${SAVED_REPLY_VARIABLES.map((v) => `{{${v}}}`).join(", ")}, or {{contact.<custom field>}}`}>
          {(field) => (
            <FormControl>
              <Textarea {...field} value={field.value ?? ""} rows={5} placeholder="Hi {{contact.firstName}}, we open at 9 every day." />
            </FormControl>
          )}
        </LabeledField>
        {body.trim() && (
          <div className="bg-muted/40 grid gap-1 rounded-md border p-3 text-sm" data-testid="saved-reply-sample">
            <span className="text-muted-foreground text-xs">For a contact named Ana Ruiz</span>
            <p className="break-words whitespace-pre-wrap">{renderSavedReply(body, SAMPLE)}</p>
          </div>
        )}
        <DialogFooter>
          <Button type="button" variant="ghost" onClick={onDone}>
            Cancel
          </Button>
          <SubmitButton pending={form.formState.isSubmitting}>{reply ? "Save changes" : "Create saved reply"}</SubmitButton>
        </DialogFooter>
      </form>
    </Form>
  );
}
