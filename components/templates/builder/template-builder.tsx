"use client";

import { ArrowLeftIcon, SendIcon } from "lucide-react";
import Link from "next/link";
import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useMemo, useState } from "react";
import { FormProvider, useForm, useFormContext, useWatch } from "react-hook-form";
import { toast } from "sonner";
import { SubmitButton } from "@/components/forms/submit-button";
import { Button } from "@/components/ui/button";
import { ApiError, errorMessage } from "@/lib/client/api";
import { useCan, useMe } from "@/lib/client/hooks/use-me";
import { useCreateTemplate, useTemplateLint } from "@/lib/client/hooks/use-templates";
import { queryKeys } from "@/lib/client/query-keys";
import type { TemplateValidation } from "@/lib/client/types";
import { emptyTemplateForm, problemsByField, stillStanding, toTemplateInput, variableSlots, type TemplateFormValues } from "@/lib/client/template-form";
import type { TemplateProblem } from "@/lib/templates/schemas";
import { TemplatePreview } from "../preview/template-preview";
import { BasicsSection } from "./basics-section";
import { CarouselEditor } from "./carousel-editor";
import { BodySection, ButtonsSection, HeaderSection } from "./content-sections";
import { LocalMediaProvider, useLocalMedia } from "./local-media";
import { MappingEditor } from "./mapping-editor";
import { AuthSection, OfferSection } from "./offer-auth-sections";
import { ProblemsProvider, ProblemSummary } from "./problems";
import { Section } from "./section";
import { templateResolver } from "./template-resolver";
import { LockedState } from "@/components/dashboard/locked-state";

const PAGE = "mx-auto flex w-full max-w-7xl min-w-0 flex-1 flex-col gap-6 p-4 lg:p-8";
/** Problems a create answered, for the draft it was given; the next change hands back to the live linter. */
type Answered = { draft: string; problems: TemplateProblem[] };

export function TemplateBuilder() {
  const me = useMe();
  const canWrite = useCan("templates:write");
  if (me.data && !canWrite) {
    return (
      <div className={PAGE}>
        <BackLink />
        <h1 className="sr-only">New template</h1>
        <LockedState scope="templates:write" title="Your role can't create templates" doWhat="build templates" />
      </div>
    );
  }
  return (
    <LocalMediaProvider>
      <BuilderForm />
    </LocalMediaProvider>
  );
}

function BackLink() {
  return (
    <Button variant="ghost" size="sm" asChild className="-ml-2 w-fit">
      <Link href="/templates">
        <ArrowLeftIcon aria-hidden="true" />
        All templates
      </Link>
    </Button>
  );
}

function BuilderForm() {
  const router = useRouter();
  const qc = useQueryClient();
  const create = useCreateTemplate();
  const form = useForm<TemplateFormValues>({ defaultValues: emptyTemplateForm(), resolver: templateResolver });
  const [answered, setAnswered] = useState<Answered | null>(null);

  async function onSubmit(values: TemplateFormValues) {
    const input = toTemplateInput(values);
    // The linter has already answered for this very draft: no need to ask create to say it again.
    const known = qc.getQueryData<TemplateValidation>(queryKeys.templateLint(JSON.stringify(input)));
    if (known && !known.valid) return showProblems(known.problems.length);
    try {
      const t = await create.mutateAsync(input);
      toast.success(`${t.name} was submitted for review`, { description: "Its page shows the review status as it changes." });
      router.push(`/templates/${encodeURIComponent(t.id)}`);
    } catch (err) {
      const problems = err instanceof ApiError ? answeredProblems(err) : [];
      if (!problems.length) return void toast.error("Could not create the template", { description: errorMessage(err) });
      setAnswered({ draft: JSON.stringify(input), problems });
      showProblems(problems.length);
    }
  }

  function showProblems(count: number) {
    toast.error(count === 1 ? "One thing to fix before the review" : `${count} things to fix before the review`, { description: "Each is shown next to its field." });
    // After the problems render: take the person to the first one.
    requestAnimationFrame(() => document.querySelector<HTMLElement>("[data-builder] [aria-invalid=true]")?.focus());
  }

  return (
    <div className={PAGE}>
      <BackLink />
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">New template</h1>
        <p className="text-muted-foreground text-sm">Build the message on the left; the phone on the right shows it as your customers will see it.</p>
      </div>
      <FormProvider {...form}>
        <LiveProblems answered={answered} submitted={form.formState.isSubmitted}>
          <form onSubmit={form.handleSubmit(onSubmit)} noValidate data-builder className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
            <div className="grid min-w-0 gap-5">
              <BasicsSection />
              <KindSections />
              <div className="grid gap-3">
                <ProblemSummary />
                <div className="flex flex-wrap items-center justify-end gap-2">
                  <Button variant="ghost" asChild>
                    <Link href="/templates">Cancel</Link>
                  </Button>
                  <SubmitButton pending={form.formState.isSubmitting}>
                    <SendIcon aria-hidden="true" />
                    Submit for review
                  </SubmitButton>
                </div>
              </div>
            </div>
            <aside className="grid gap-2 lg:sticky lg:top-20" aria-label="Preview">
              <p className="text-muted-foreground text-xs font-medium tracking-wide uppercase">Preview</p>
              <LivePreview />
            </aside>
          </form>
        </LiveProblems>
      </FormProvider>
    </div>
  );
}

/** The fields of a 400 (or the one a 409 names, such as a name taken in this language). */
function answeredProblems(err: ApiError): TemplateProblem[] {
  if (err.fields.length) return err.fields.map((f) => ({ path: f.path, message: f.message }));
  if (err.status === 409) return [{ path: typeof err.details.field === "string" ? err.details.field : "name", message: err.message }];
  return [];
}

/** The sections the chosen category and type use, in the order of the message. */
function KindSections() {
  const { control } = useFormContext<TemplateFormValues>();
  const [category, type, body] = useWatch({ control, name: ["category", "templateType", "bodyText"] });
  const samples = useWatch({ control, name: "bodyExamples" });
  if (category === "AUTHENTICATION") return <AuthSection />;
  return (
    <>
      {type === "LIMITED_TIME_OFFER" && <OfferSection />}
      {type !== "CAROUSEL" && <HeaderSection />}
      <BodySection />
      {type === "CAROUSEL" ? <CarouselEditor /> : <ButtonsSection />}
      <Section id="mapping" title="Variable sources" description="Where each variable’s value comes from when the inbox, campaigns or workflows send this template.">
        <MappingEditor count={variableSlots(body)} samples={samples} />
      </Section>
    </>
  );
}

/**
 * Asks the linter about the draft as it is typed and hands its problems to the fields. The
 * children are created by the parent, so a keystroke re-renders this and the fields that show
 * problems, not the whole form.
 */
function LiveProblems({ answered, submitted, children }: { answered: Answered | null; submitted: boolean; children: React.ReactNode }) {
  const { control } = useFormContext<TemplateFormValues>();
  const values = useWatch({ control }) as TemplateFormValues;
  const input = useMemo(() => toTemplateInput(values), [values]);
  // Linting takes templates:write; it waits for /me rather than be refused.
  const lint = useTemplateLint(input, useCan("templates:write"));
  const draft = useMemo(() => JSON.stringify(input), [input]);
  const problems = useMemo(
    () => (answered?.draft === draft ? answered.problems : lint.data ? stillStanding(lint.data.problems, lint.data.draft, input) : NO_PROBLEMS),
    [answered, draft, input, lint.data],
  );
  const { category, headerType } = values;
  const byField = useMemo(() => problemsByField(problems, { category, headerType }), [problems, category, headerType]);
  return (
    <ProblemsProvider byField={byField} submitted={submitted}>
      {children}
    </ProblemsProvider>
  );
}
const NO_PROBLEMS: TemplateProblem[] = [];

/** The phone, redrawn on every keystroke from the form's values and the files picked here. */
function LivePreview() {
  const { control } = useFormContext<TemplateFormValues>();
  const values = useWatch({ control }) as TemplateFormValues;
  const { byHandle } = useLocalMedia();
  const me = useMe();
  const input = toTemplateInput(values);
  return (
    <TemplatePreview
      template={input}
      headerMedia={byHandle[values.headerHandle] ?? null}
      cardMedia={input.carouselCards.map((c) => (c.headerMediaHandle ? byHandle[c.headerMediaHandle] : null))}
      businessName={me.data?.company.name}
    />
  );
}
