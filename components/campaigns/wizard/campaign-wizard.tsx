"use client";

import { ArrowLeftIcon, ArrowRightIcon, Loader2Icon, RocketIcon, SaveIcon } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm, useWatch, type Control, type Path } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Form } from "@/components/ui/form";
import { ApiError, errorMessage } from "@/lib/client/api";
import {
  audienceInput,
  audienceIsComplete,
  emptyWizard,
  templateVariables,
  toCreateInput,
  toUpdateInput,
  triggerPaths,
  wizardFieldOf,
  wizardSchema,
  WIZARD_STEPS,
  type WizardValues,
} from "@/lib/client/campaign-wizard";
import { schemaResolver, sentence } from "@/lib/client/forms";
import { useAudienceSample, useCampaignAction, useCampaignPreview, useCreateCampaign, useUpdateCampaign } from "@/lib/client/hooks/use-campaigns";
import { sendTimeInputs } from "@/lib/client/template-send";
import type { Campaign, TemplateListItem } from "@/lib/client/types";
import { AudienceStep } from "./audience-step";
import { AudienceSummary } from "./audience-summary";
import { BasicsStep } from "./basics-step";
import { ReviewStep } from "./review-step";
import { ScheduleStep } from "./schedule-step";
import { Stepper } from "./stepper";
import { VariablesStep } from "./variables-step";
import { WizardPreview } from "./wizard-preview";
import type { CsvState, PickedContact } from "./wizard-types";

type Output = z.output<typeof wizardSchema>;
const resolver = schemaResolver(wizardSchema);
const PAGE = "mx-auto flex w-full max-w-7xl min-w-0 flex-1 flex-col gap-6 p-4 lg:p-8";
// Everything a draft needs; the schedule is checked only for a launch.
const DRAFT_FIELDS = triggerPaths(WIZARD_STEPS.flatMap((s) => s.fields).filter((f) => f !== "when" && f !== "scheduledLocal")) as Path<WizardValues>[];

/**
 * A campaign in five steps (message, audience, variables, schedule, review), one form across
 * them, checked step by step with the API's own field rules. A new campaign is created, then
 * given its retry settings and started; a draft being edited is updated the same way.
 */
export function CampaignWizard({ campaign, initial, initialTemplate }: { campaign?: Campaign; initial?: WizardValues; initialTemplate?: TemplateListItem | null }) {
  const router = useRouter();
  const form = useForm<WizardValues, unknown, Output>({ resolver, defaultValues: initial ?? emptyWizard(), mode: "onTouched" });
  const [step, setStep] = useState(0);
  const [furthest, setFurthest] = useState(campaign ? WIZARD_STEPS.length - 1 : 0);
  const [template, setTemplate] = useState<TemplateListItem | null>(initialTemplate ?? null);
  const [picked, setPicked] = useState<Map<string, PickedContact>>(new Map());
  const [csv, setCsv] = useState<CsvState>({ fileName: null, rows: [], result: null });
  const [busy, setBusy] = useState<"draft" | "launch" | null>(null);
  const create = useCreateCampaign();
  const update = useUpdateCampaign();
  const action = useCampaignAction();

  const [audience, variableMode, values, extras] = useWatch({ control: form.control, name: ["audience", "variableMode", "values", "extras"] });
  const preview = useCampaignPreview(template && audienceIsComplete(audience) ? { templateId: template.id, audience: audienceInput(audience) } : null);
  const sample = useAudienceSample(audience.type === "IMPORT_BATCH" ? { type: "IMPORT_BATCH" } : audienceInput(audience));
  const csvRow = csv.rows[0];
  const sampleContact =
    audience.type === "IMPORT_BATCH"
      ? csvRow
        ? { name: csvRow.name || csvRow.phone, firstName: csvRow.name.split(/\s+/)[0] || null, lastName: null, email: csvRow.email ?? null, phone: csvRow.phone, customFields: {} }
        : null
      : (sample.data ?? null);

  function pickTemplate(t: TemplateListItem) {
    const { count, hasSaved } = templateVariables(t);
    setTemplate(t);
    form.setValue("templateId", t.id, { shouldValidate: true, shouldDirty: true });
    form.setValue("variableMode", hasSaved ? "saved" : "own");
    form.setValue("values", Array.from({ length: count }, (_, i) => form.getValues(`values.${i}`) ?? ""));
    form.setValue("extras", sendTimeInputs(t).map(() => ""));
  }

  function go(next: number) {
    setStep(next);
    setFurthest((f) => Math.max(f, next));
    window.scrollTo({ top: 0 });
  }

  async function next() {
    if (await form.trigger(triggerPaths(WIZARD_STEPS[step].fields) as Path<WizardValues>[])) go(step + 1);
  }

  /** The first step holding an error, after a check of the whole form. */
  function firstStepWithError(): number {
    const errors = form.formState.errors as Record<string, unknown>;
    const at = WIZARD_STEPS.findIndex((s) => (s.fields as readonly string[]).some((f) => errors[f]));
    return at < 0 ? step : at;
  }

  /** The API's field errors, each under its input, and the wizard on the first step that has one. */
  function placeApiErrors(err: unknown): boolean {
    if (!(err instanceof ApiError) || !err.fields.length) return false;
    let first = Number.POSITIVE_INFINITY;
    for (const f of err.fields) {
      const at = wizardFieldOf(f.path);
      if (!at) continue;
      form.setError(at.field as Path<WizardValues>, { type: "server", message: sentence(f.message) });
      first = Math.min(first, at.step);
    }
    if (!Number.isFinite(first)) return false;
    setStep(first);
    return true;
  }

  async function submit(kind: "draft" | "launch") {
    const ok = await form.trigger(kind === "draft" ? DRAFT_FIELDS : undefined);
    if (!ok || !template) {
      setStep(firstStepWithError());
      return;
    }
    const v = form.getValues();
    const draft = kind === "draft";
    setBusy(kind);
    let saved: Campaign;
    try {
      saved = campaign
        ? await update.mutateAsync({ id: campaign.id, input: toUpdateInput(v, template, { draft }) })
        : await create.mutateAsync(toCreateInput(v, template, { draft }));
    } catch (err) {
      setBusy(null);
      if (!placeApiErrors(err)) toast.error(campaign ? "Could not save the campaign" : "Could not create the campaign", { description: errorMessage(err) });
      return;
    }
    try {
      // Create does not take the retry settings: they follow in an update.
      if (saved.autoRetry !== v.autoRetry || saved.maxRetries !== v.maxRetries) {
        saved = await update.mutateAsync({ id: saved.id, input: { autoRetry: v.autoRetry, maxRetries: v.maxRetries } });
      }
      if (!draft && v.when === "now") saved = await action.mutateAsync({ id: saved.id, action: "run" });
    } catch (err) {
      toast.error(draft || v.when !== "now" ? "The campaign was saved, but not all its settings" : "The campaign was saved as a draft, but it could not start", {
        description: errorMessage(err),
      });
      router.push(`/campaigns/${encodeURIComponent(saved.id)}`);
      return;
    }
    toast.success(
      draft ? `“${saved.name}” saved as a draft` : saved.status === "SCHEDULED" ? `“${saved.name}” is scheduled` : `“${saved.name}” launched`,
      { description: draft ? "Launch it from its page when you are ready." : saved.status === "SCHEDULED" ? "It starts by itself at the time you chose." : "Watch it send on its page." },
    );
    router.push(`/campaigns/${encodeURIComponent(saved.id)}`);
  }

  const current = WIZARD_STEPS[step];
  const { count } = templateVariables(template);
  const own = variableMode === "own";
  const samples = own ? values : step >= 2 ? null : undefined;

  return (
    <div className={PAGE}>
      <Button variant="ghost" size="sm" asChild className="-ml-2 w-fit">
        <Link href={campaign ? `/campaigns/${encodeURIComponent(campaign.id)}` : "/campaigns"}>
          <ArrowLeftIcon aria-hidden="true" />
          {campaign ? "Back to the campaign" : "All campaigns"}
        </Link>
      </Button>
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">{campaign ? `Edit ${campaign.name}` : "New campaign"}</h1>
        <p className="text-muted-foreground text-sm">Send an approved template to many contacts at once, at a pace you choose.</p>
      </div>
      <Stepper step={step} furthest={furthest} onStep={(i) => setStep(i)} />
      <Form {...form}>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (step < WIZARD_STEPS.length - 1) void next();
          }}
          className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]"
        >
          <Card className="min-w-0 gap-5" data-testid={`wizard-step-${current.key}`}>
            <CardHeader>
              <CardTitle>
                <h2 className="text-lg">{stepHeading(step)}</h2>
              </CardTitle>
              <CardDescription>{stepDescription(step)}</CardDescription>
            </CardHeader>
            <CardContent className="grid gap-6">
              {step === 0 && <BasicsStep template={template} onPick={pickTemplate} />}
              {step === 1 && <AudienceStep picked={picked} onPicked={setPicked} csv={csv} onCsv={setCsv} />}
              {step === 2 && <VariablesStep template={template} sampleContact={sampleContact} sampleLoading={sample.isFetching && !sample.data} />}
              {step === 3 && <ScheduleStep audienceSize={preview.data?.audienceSize ?? null} />}
              {step === 4 && <ReviewStep template={template} preview={preview.data ?? null} picked={picked} csv={csv} onEdit={setStep} />}
            </CardContent>
            <CardFooter className="flex flex-wrap justify-between gap-2 border-t pt-5">
              <Button type="button" variant="ghost" onClick={() => go(step - 1)} disabled={step === 0 || !!busy}>
                <ArrowLeftIcon aria-hidden="true" />
                Back
              </Button>
              {step < WIZARD_STEPS.length - 1 ? (
                <Button type="submit">
                  Next: {WIZARD_STEPS[step + 1].title}
                  <ArrowRightIcon aria-hidden="true" />
                </Button>
              ) : (
                <div className="flex flex-wrap gap-2">
                  <Button type="button" variant="outline" onClick={() => void submit("draft")} disabled={!!busy}>
                    {busy === "draft" ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : <SaveIcon aria-hidden="true" />}
                    Save as draft
                  </Button>
                  <LaunchButton busy={busy} onLaunch={() => void submit("launch")} control={form.control} />
                </div>
              )}
            </CardFooter>
          </Card>
          <aside className="grid gap-4 lg:sticky lg:top-20" aria-label="Summary and preview">
            {step >= 1 && <AudienceSummary preview={preview} complete={audienceIsComplete(audience)} hasTemplate={!!template} />}
            <WizardPreview template={template} samples={samples} extras={extras} count={count} sampleContact={step >= 2 ? sampleContact : undefined} />
          </aside>
        </form>
      </Form>
    </div>
  );
}

function LaunchButton({ busy, onLaunch, control }: { busy: "draft" | "launch" | null; onLaunch: () => void; control: Control<WizardValues, unknown, Output> }) {
  const when = useWatch({ control, name: "when" });
  return (
    <Button type="button" onClick={onLaunch} disabled={!!busy}>
      {busy === "launch" ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : <RocketIcon aria-hidden="true" />}
      {when === "schedule" ? "Schedule campaign" : "Launch campaign"}
    </Button>
  );
}

function stepHeading(step: number): string {
  return ["Name and template", "Who receives it", "Variables", "Schedule and pacing", "Review and launch"][step];
}

function stepDescription(step: number): string {
  return [
    "Name the campaign for your team, and pick the approved template it sends.",
    "Everyone, contacts with some tags, a hand-picked list, or a file you upload. Opted-out contacts and contacts without a phone are always left out.",
    "Each {{n}} is filled per contact from the template’s saved sources, or with the same values for everyone.",
    "Send as soon as you launch, or at a time you choose, at a pace the platform and your customers are comfortable with.",
    "Check everything once more. A launched campaign starts sending at once.",
  ][step];
}
