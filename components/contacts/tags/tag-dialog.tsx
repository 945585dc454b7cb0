"use client";

import { useForm, useWatch } from "react-hook-form";
import { toast } from "sonner";
import { z } from "zod";
import { LabeledField } from "@/components/forms/labeled-field";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Form, FormControl } from "@/components/ui/form";
import { errorMessage } from "@/lib/client/api";
import { applyApiFieldErrors, schemaResolver } from "@/lib/client/forms";
import { useCreateTag, useUpdateTag } from "@/lib/client/hooks/use-tags";
import type { Tag } from "@/lib/client/types";
import { colorSchema, tagNameSchema } from "@/lib/contacts/schemas";
import { TagChip } from "../tag-chip";
import { ColorPicker } from "./color-picker";
import { nextTagColor } from "./palette";

// createTagInput with the colour required: the dialog always shows one.
const tagForm = z.object({ name: tagNameSchema, color: colorSchema });
const resolver = schemaResolver(tagForm);

type Props = { open: boolean; onOpenChange: (open: boolean) => void; tag?: Tag | null; tagCount: number };

/** New tag, or (given `tag`) rename and recolour one. */
export function TagDialog({ open, onOpenChange, tag = null, tagCount }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">{open && <TagForm tag={tag} tagCount={tagCount} onClose={() => onOpenChange(false)} />}</DialogContent>
    </Dialog>
  );
}

function TagForm({ tag, tagCount, onClose }: { tag: Tag | null; tagCount: number; onClose: () => void }) {
  const create = useCreateTag();
  const update = useUpdateTag();
  const form = useForm({ resolver, defaultValues: { name: tag?.name ?? "", color: tag?.color ?? nextTagColor(tagCount) } });
  const [name, color] = useWatch({ control: form.control, name: ["name", "color"] });

  async function onSubmit(values: z.output<typeof tagForm>) {
    try {
      if (tag) {
        const saved = await update.mutateAsync({ id: tag.id, ...values });
        toast.success(`Tag “${saved.name}” saved`);
      } else {
        const saved = await create.mutateAsync(values);
        toast.success(`Tag “${saved.name}” created`);
      }
      onClose();
    } catch (err) {
      if (!applyApiFieldErrors(form, err)) toast.error(tag ? "Could not save the tag" : "Could not create the tag", { description: errorMessage(err) });
    }
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle>{tag ? "Edit tag" : "New tag"}</DialogTitle>
        <DialogDescription>{tag ? "Renaming or recolouring changes it on every contact that has it." : "Tags group contacts for filters, campaigns and workflows."}</DialogDescription>
      </DialogHeader>
      <Form {...form}>
        <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-5">
          <TextField control={form.control} name="name" label="Name" autoComplete="off" autoFocus placeholder="e.g. VIP" />
          <LabeledField control={form.control} name="color" label="Colour" description="Pick a swatch or enter a hex code such as #22c55e.">
            {(field) => (
              <FormControl>
                <ColorPicker value={field.value} onChange={field.onChange} />
              </FormControl>
            )}
          </LabeledField>
          <div className="bg-muted/40 flex items-center gap-3 rounded-md border px-3 py-2.5">
            <span className="text-muted-foreground text-xs">Preview</span>
            <TagChip tag={{ id: "preview", name: name.trim() || "Tag name", color: /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(color) ? color : "#64748b" }} />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <SubmitButton pending={form.formState.isSubmitting}>{tag ? "Save tag" : "Create tag"}</SubmitButton>
          </DialogFooter>
        </form>
      </Form>
    </>
  );
}
