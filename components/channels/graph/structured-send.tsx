"use client";

import { GalleryHorizontalIcon, PlusIcon, Trash2Icon, ZapIcon } from "lucide-react";
import { useState } from "react";
import { useFieldArray, useForm, type FieldValues, type Path, type UseFormReturn } from "react-hook-form";
import { toast } from "sonner";
import { z } from "zod";
import { SelectField } from "@/components/forms/select-field";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Form } from "@/components/ui/form";
import { ApiError } from "@/lib/client/api";
import { schemaResolver, sentence } from "@/lib/client/forms";
import { useChannelSend } from "@/lib/client/hooks/use-channel-layer";
import type { ReplyTag } from "@/lib/client/reply-window";
import { sendFailedToast, windowClosed } from "@/components/inbox/composer/send-failed";
import type { GraphFlavor } from "./flavor";

/** The limits of the photoapp and socialchat sends (lib/messaging/{photoapp,socialchat}/send-schemas.ts), the platform's own. */
const MAX_QUICK_REPLIES = 13;
const MAX_CARDS = 10;
const MAX_BUTTONS = 3;

const required = (max: number) => z.string().trim().min(1, "is required").max(max, `must be at most ${max} characters`);
const optional = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);
const httpsUrl = z.string().trim().regex(/^https:\/\/\S+$/, "must be an absolute https URL").max(2048, "must be at most 2,048 characters");

/** Puts the API's 400 `details.fields` on the matching inputs, nested paths included ("elements.0.title"). */
function applyNestedFieldErrors<T extends FieldValues>(form: Pick<UseFormReturn<T>, "setError" | "getValues">, err: unknown): boolean {
  if (!(err instanceof ApiError)) return false;
  const known = Object.keys(form.getValues());
  let placed = false;
  for (const f of err.fields) {
    if (!known.includes(f.path.split(".")[0])) continue;
    form.setError(f.path as Path<T>, { type: "server", message: sentence(f.message) }, { shouldFocus: !placed });
    placed = true;
  }
  return placed;
}

function sendFailed<T extends FieldValues>(err: unknown, form: Pick<UseFormReturn<T>, "setError" | "getValues">) {
  if (windowClosed(err) || !applyNestedFieldErrors(form, err)) sendFailedToast(err);
}

/** What every structured send needs: the conversation, its channel's flavor and, outside the 24-hour window, the tag. */
export interface StructuredSendProps {
  conversationId: string;
  flavor: GraphFlavor;
  tag?: ReplyTag;
  disabled?: boolean;
}
type FormProps = Omit<StructuredSendProps, "disabled"> & { onClose: () => void };
const withTag = (tag: ReplyTag | undefined) => (tag ? { tag } : {});

// ---------- Quick replies ----------

const quickRepliesSchema = z.object({
  text: required(1000),
  quickReplies: z
    .array(z.object({ title: required(20), payload: optional(1000) }))
    .min(1, "needs at least 1 quick reply")
    .max(MAX_QUICK_REPLIES, `must hold at most ${MAX_QUICK_REPLIES} quick replies`),
});
type QuickRepliesValues = z.infer<typeof quickRepliesSchema>;
const quickRepliesResolver = schemaResolver(quickRepliesSchema);

/** A text with up to 13 tappable replies; a blank payload sends the title. */
export function QuickRepliesDialog({ disabled, ...props }: StructuredSendProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" variant="ghost" size="icon" aria-label="Send quick replies" title="Quick replies" disabled={disabled}>
          <ZapIcon aria-hidden="true" />
        </Button>
      </DialogTrigger>
      <DialogContent className="flex max-h-[calc(100svh-2rem)] flex-col sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Quick replies</DialogTitle>
          <DialogDescription>A message with up to {MAX_QUICK_REPLIES} replies the customer can tap (20 characters each).</DialogDescription>
        </DialogHeader>
        {open && <QuickRepliesForm {...props} onClose={() => setOpen(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function QuickRepliesForm({ conversationId, flavor, tag, onClose }: FormProps) {
  const send = useChannelSend();
  const form = useForm<QuickRepliesValues>({ resolver: quickRepliesResolver, defaultValues: { text: "", quickReplies: [{ title: "", payload: "" }] } });
  const replies = useFieldArray({ control: form.control, name: "quickReplies" });

  async function onSubmit(v: QuickRepliesValues) {
    try {
      await send.mutateAsync({
        channel: flavor.channel,
        kind: "quick-replies",
        body: { conversationId, text: v.text, quickReplies: v.quickReplies.map((q) => ({ title: q.title, payload: q.payload || q.title })), ...withTag(tag) },
      });
      toast.success("Quick replies sent");
      onClose();
    } catch (err) {
      sendFailed(err, form);
    }
  }

  const rootError = form.formState.errors.quickReplies?.root?.message ?? form.formState.errors.quickReplies?.message;
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid min-h-0 gap-4">
        <div className="grid min-h-0 gap-4 overflow-y-auto p-0.5">
          <TextField control={form.control} name="text" label="Message" multiline />
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">Replies</legend>
            {replies.fields.map((f, i) => (
              <div key={f.id} className="grid grid-cols-[1fr_1fr_auto] items-start gap-2" data-testid="quick-reply-row">
                <TextField control={form.control} name={`quickReplies.${i}.title`} label={`Reply ${i + 1}`} autoComplete="off" inputProps={{ maxLength: 20 }} />
                <TextField control={form.control} name={`quickReplies.${i}.payload`} label="Payload" placeholder="Same as the title" autoComplete="off" />
                <Button type="button" variant="ghost" size="icon" className="mt-5.5" onClick={() => replies.remove(i)} disabled={replies.fields.length === 1} aria-label={`Remove reply ${i + 1}`}>
                  <Trash2Icon aria-hidden="true" />
                </Button>
              </div>
            ))}
            {rootError && (
              <p role="alert" className="text-destructive text-sm">
                {rootError}
              </p>
            )}
            <Button type="button" variant="outline" size="sm" className="w-fit" onClick={() => replies.append({ title: "", payload: "" })} disabled={replies.fields.length >= MAX_QUICK_REPLIES}>
              <PlusIcon aria-hidden="true" />
              Add a reply
            </Button>
          </fieldset>
        </div>
        <DialogFooter>
          <Button type="button" variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <SubmitButton pending={form.formState.isSubmitting}>Send quick replies</SubmitButton>
        </DialogFooter>
      </form>
    </Form>
  );
}

// ---------- Carousel ----------

const buttonSchema = z
  .object({ type: z.enum(["postback", "web_url"]), title: required(20), value: z.string().trim().max(2048, "must be at most 2,048 characters") })
  .superRefine((b, ctx) => {
    if (b.type === "web_url" && !httpsUrl.safeParse(b.value).success) ctx.addIssue({ code: "custom", path: ["value"], message: "must be an absolute https URL" });
    if (b.type === "postback" && !b.value) ctx.addIssue({ code: "custom", path: ["value"], message: "is required" });
  });
const cardSchema = z.object({
  title: required(80),
  subtitle: optional(80),
  image_url: z.literal("").or(httpsUrl),
  buttons: z.array(buttonSchema).max(MAX_BUTTONS, `must hold at most ${MAX_BUTTONS} buttons`),
});
const carouselSchema = z.object({ elements: z.array(cardSchema).min(1, "needs at least 1 card").max(MAX_CARDS, `must hold at most ${MAX_CARDS} cards`) });
type CarouselValues = z.infer<typeof carouselSchema>;
const carouselResolver = schemaResolver(carouselSchema);
const EMPTY_CARD: CarouselValues["elements"][number] = { title: "", subtitle: "", image_url: "", buttons: [] };
const BUTTON_TYPES = [
  { value: "postback", label: "Reply (payload)" },
  { value: "web_url", label: "Link (https)" },
] as const;

/** Up to 10 cards with a title, subtitle, image and up to 3 buttons each, sent as a carousel (socialchat's generic template). */
export function CarouselDialog({ disabled, ...props }: StructuredSendProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" variant="ghost" size="icon" aria-label="Send a carousel" title="Carousel" disabled={disabled}>
          <GalleryHorizontalIcon aria-hidden="true" />
        </Button>
      </DialogTrigger>
      <DialogContent className="flex max-h-[calc(100svh-2rem)] flex-col sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Carousel</DialogTitle>
          <DialogDescription>
            Up to {MAX_CARDS} cards the customer scrolls through, each with up to {MAX_BUTTONS} buttons.
          </DialogDescription>
        </DialogHeader>
        {open && <CarouselForm {...props} onClose={() => setOpen(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function CarouselForm({ conversationId, flavor, tag, onClose }: FormProps) {
  const send = useChannelSend();
  const form = useForm<CarouselValues>({ resolver: carouselResolver, defaultValues: { elements: [EMPTY_CARD] } });
  const cards = useFieldArray({ control: form.control, name: "elements" });

  async function onSubmit(v: CarouselValues) {
    const elements = v.elements.map((e) => ({
      title: e.title,
      ...(e.subtitle ? { subtitle: e.subtitle } : {}),
      ...(e.image_url ? { image_url: e.image_url } : {}),
      ...(e.buttons.length ? { buttons: e.buttons.map((b) => (b.type === "web_url" ? { type: b.type, title: b.title, url: b.value } : { type: b.type, title: b.title, payload: b.value })) } : {}),
    }));
    try {
      await send.mutateAsync({ channel: flavor.channel, kind: flavor.cardsKind, body: { conversationId, elements, ...withTag(tag) } });
      toast.success("Carousel sent");
      onClose();
    } catch (err) {
      sendFailed(err, form);
    }
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid min-h-0 gap-4">
        <div className="grid min-h-0 gap-4 overflow-y-auto p-0.5">
          {cards.fields.map((f, i) => (
            <CardFields key={f.id} form={form} index={i} onRemove={cards.fields.length > 1 ? () => cards.remove(i) : undefined} />
          ))}
          <Button type="button" variant="outline" size="sm" className="w-fit" onClick={() => cards.append(EMPTY_CARD)} disabled={cards.fields.length >= MAX_CARDS}>
            <PlusIcon aria-hidden="true" />
            Add a card
          </Button>
        </div>
        <DialogFooter>
          <Button type="button" variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <SubmitButton pending={form.formState.isSubmitting}>Send carousel</SubmitButton>
        </DialogFooter>
      </form>
    </Form>
  );
}

function CardFields({ form, index: i, onRemove }: { form: UseFormReturn<CarouselValues>; index: number; onRemove?: () => void }) {
  const buttons = useFieldArray({ control: form.control, name: `elements.${i}.buttons` });
  return (
    <fieldset className="grid gap-3 rounded-lg border p-3" data-testid="carousel-card-fields" aria-label={`Card ${i + 1}`}>
      <div className="flex items-center justify-between">
        <p className="text-sm font-medium">Card {i + 1}</p>
        {onRemove && (
          <Button type="button" variant="ghost" size="sm" onClick={onRemove}>
            <Trash2Icon aria-hidden="true" />
            Remove card
          </Button>
        )}
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField control={form.control} name={`elements.${i}.title`} label="Title" autoComplete="off" />
        <TextField control={form.control} name={`elements.${i}.subtitle`} label="Subtitle" description="Optional" autoComplete="off" />
      </div>
      <TextField control={form.control} name={`elements.${i}.image_url`} label="Image URL" description="Optional, https" type="url" placeholder="https://" autoComplete="off" />
      {buttons.fields.map((b, j) => (
        <div key={b.id} className="grid items-start gap-2 sm:grid-cols-[9rem_1fr_1fr_auto]">
          <SelectField control={form.control} name={`elements.${i}.buttons.${j}.type`} label={`Button ${j + 1}`} options={BUTTON_TYPES} />
          <TextField control={form.control} name={`elements.${i}.buttons.${j}.title`} label="Button title" autoComplete="off" inputProps={{ maxLength: 20 }} />
          <TextField control={form.control} name={`elements.${i}.buttons.${j}.value`} label="Payload or URL" autoComplete="off" />
          <Button type="button" variant="ghost" size="icon" className="sm:mt-5.5" onClick={() => buttons.remove(j)} aria-label={`Remove button ${j + 1} of card ${i + 1}`}>
            <Trash2Icon aria-hidden="true" />
          </Button>
        </div>
      ))}
      <Button type="button" variant="outline" size="sm" className="w-fit" onClick={() => buttons.append({ type: "postback", title: "", value: "" })} disabled={buttons.fields.length >= MAX_BUTTONS}>
        <PlusIcon aria-hidden="true" />
        Add a button
      </Button>
    </fieldset>
  );
}
