"use client";

import { GalleryHorizontalIcon, SaveIcon, SendIcon, Trash2Icon } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Controller, FormProvider, useForm, useFormContext, useWatch, type Path } from "react-hook-form";
import { toast } from "sonner";
import { BackLink, DETAIL_PAGE as PAGE, DetailLoadError } from "@/components/dashboard/detail-page";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/templates/builder/builder-field";
import { Section } from "@/components/templates/builder/section";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { Switch } from "@/components/ui/switch";
import { ApiError, errorMessage } from "@/lib/client/api";
import { sentence } from "@/lib/client/forms";
import { useCan, useMe } from "@/lib/client/hooks/use-me";
import { useCreatePhotoappTemplate, usePhotoappTemplateDetail, useUpdatePhotoappTemplate } from "@/components/channels/photoapp/library/use-library";
import {
  carouselElements,
  emptyPhotoappTemplateForm,
  photoappTemplateFormValues,
  toPhotoappTemplateInput,
  type PhotoappTemplateDetail,
  type PhotoappTemplateFormValues,
} from "@/lib/client/photoapp-library";
import { TEMPLATE_LIMITS as L } from "@/lib/channels/photoapp/messaging/library/schemas";
import { PhotoappPreview } from "../preview/photoapp-preview";
import { CardsEditor } from "./cards-editor";
import { DeletePhotoappTemplateDialog } from "./delete-photoapp-template-dialog";
import { SendTemplateDialog } from "./send-template-dialog";
import { photoappTemplateResolver } from "./template-resolver";
import { TemplateUsageCard } from "./template-usage-card";
import { LockedState } from "@/components/dashboard/locked-state";

const LIST = { href: "/photoapp/templates", name: "photoapp templates" };

/** /photoapp/templates/new, or (given an id) a template's page: the builder, its usage, send and delete. */
export function PhotoappTemplateBuilder({ id }: { id?: string }) {
  const me = useMe();
  const canWrite = useCan("templates:write");
  const detail = usePhotoappTemplateDetail(id ?? null);

  if (!id) {
    if (me.data && !canWrite) {
      return (
        <div className={PAGE}>
          <BackLink href={LIST.href}>All photoapp templates</BackLink>
          <h1 className="sr-only">New photoapp template</h1>
          <LockedState scope="templates:write" title="Your role can't create templates" doWhat="build templates" />
        </div>
      );
    }
    return <BuilderForm template={null} canWrite />;
  }
  if (detail.isError && !detail.data) return <DetailLoadError what="Template" error={detail.error} icon={GalleryHorizontalIcon} list={LIST} />;
  if (!detail.data) return <BuilderSkeleton />;
  // Keyed by the stored version: a save elsewhere (the list's switch) starts the form again from it.
  return <BuilderForm key={detail.data.updatedAt} template={detail.data} canWrite={canWrite} />;
}

function BuilderForm({ template, canWrite }: { template: PhotoappTemplateDetail | null; canWrite: boolean }) {
  const router = useRouter();
  const create = useCreatePhotoappTemplate();
  const update = useUpdatePhotoappTemplate();
  const [deleting, setDeleting] = useState(false);
  const [sending, setSending] = useState(false);
  const form = useForm<PhotoappTemplateFormValues>({ defaultValues: template ? photoappTemplateFormValues(template) : emptyPhotoappTemplateForm(), resolver: photoappTemplateResolver });

  async function onSubmit(values: PhotoappTemplateFormValues) {
    const input = toPhotoappTemplateInput(values);
    try {
      if (template) {
        await update.mutateAsync({ id: template.id, input });
        toast.success(`${input.name} was saved`);
      } else {
        const t = await create.mutateAsync(input);
        toast.success(`${t.name} was saved`, { description: "Send it to a customer from its page." });
        router.replace(`/photoapp/templates/${encodeURIComponent(t.id)}`);
      }
    } catch (err) {
      if (!placeFieldErrors(err)) toast.error("Could not save the template", { description: errorMessage(err) });
    }
  }

  function placeFieldErrors(err: unknown): boolean {
    if (!(err instanceof ApiError) || !err.fields.length) return false;
    err.fields.forEach((f, i) => form.setError(f.path as Path<PhotoappTemplateFormValues>, { type: "server", message: sentence(f.message) }, { shouldFocus: i === 0 }));
    return true;
  }

  const title = template ? template.name : "New photoapp template";
  return (
    <div className={PAGE}>
      <BackLink href={LIST.href}>All photoapp templates</BackLink>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid min-w-0 gap-1">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="truncate text-2xl font-semibold tracking-tight">{title}</h1>
            {template && <Badge variant={template.isActive ? "secondary" : "outline"}>{template.isActive ? "Active" : "Inactive"}</Badge>}
          </div>
          <p className="text-muted-foreground text-sm">Build the cards on the left; the phone on the right shows the carousel as the conversation will.</p>
        </div>
        {template && (
          <div className="flex items-center gap-2">
            <Button onClick={() => setSending(true)}>
              <SendIcon aria-hidden="true" />
              Send to a customer
            </Button>
            {canWrite && (
              <Button variant="outline" className="text-destructive hover:text-destructive" onClick={() => setDeleting(true)}>
                <Trash2Icon aria-hidden="true" />
                Delete
              </Button>
            )}
          </div>
        )}
      </div>
      <FormProvider {...form}>
        <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="grid min-w-0 gap-5">
            <fieldset disabled={!canWrite} className="grid min-w-0 gap-5">
              <BasicsSection />
              <CardsEditor />
            </fieldset>
            {canWrite && (
              <div className="flex flex-wrap items-center justify-end gap-2">
                <Button variant="ghost" asChild>
                  <Link href={LIST.href}>Cancel</Link>
                </Button>
                <SubmitButton pending={form.formState.isSubmitting} disabled={!!template && !form.formState.isDirty}>
                  <SaveIcon aria-hidden="true" />
                  {template ? "Save changes" : "Save template"}
                </SubmitButton>
              </div>
            )}
            {template && <TemplateUsageCard template={template} />}
          </div>
          <aside className="grid gap-2 lg:sticky lg:top-20" aria-label="Preview">
            <p className="text-muted-foreground text-xs font-medium tracking-wide uppercase">Preview</p>
            <LivePreview />
          </aside>
        </form>
      </FormProvider>
      {template && (
        <>
          <SendTemplateDialog template={template} open={sending} onOpenChange={setSending} />
          <DeletePhotoappTemplateDialog template={deleting ? template : null} onOpenChange={setDeleting} onDeleted={() => router.replace(LIST.href)} />
        </>
      )}
    </div>
  );
}

function BasicsSection() {
  const { control } = useFormContext<PhotoappTemplateFormValues>();
  return (
    <Section id="basics" title="Template" description="How the team finds it in the library; customers never see these.">
      <TextField name="name" label="Name" limit={L.name} placeholder="e.g. Spring runners" />
      <TextField name="description" label="Description" limit={L.description} multiline rows={2} placeholder="Optional: when to send it" />
      <Controller
        control={control}
        name="isActive"
        render={({ field }) => (
          <div className="flex items-center justify-between gap-4 rounded-lg border px-3 py-2.5">
            <div className="grid gap-0.5">
              <Label htmlFor="template-active">Active</Label>
              <p className="text-muted-foreground text-xs">An inactive template stays in the library but can&apos;t be sent.</p>
            </div>
            <Switch id="template-active" checked={field.value} onCheckedChange={field.onChange} onBlur={field.onBlur} ref={field.ref} />
          </div>
        )}
      />
    </Section>
  );
}

/** The carousel, redrawn on every keystroke by the thread's own renderer. */
function LivePreview() {
  const { control } = useFormContext<PhotoappTemplateFormValues>();
  const values = useWatch({ control }) as PhotoappTemplateFormValues;
  const me = useMe();
  const cards = toPhotoappTemplateInput(values).cards.map((c, i) => ({ ...c, title: c.title.trim() || `Card ${i + 1}` }));
  return <PhotoappPreview type="carousel" content={{ elements: carouselElements(cards) }} businessName={me.data?.company.name} />;
}

function BuilderSkeleton() {
  return (
    <div className={PAGE} aria-busy="true" aria-label="Loading template">
      <Skeleton className="h-8 w-40" />
      <Skeleton className="h-8 w-72" />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Skeleton className="h-96 w-full rounded-xl" />
        <Skeleton className="h-80 w-full rounded-2xl" />
      </div>
    </div>
  );
}
