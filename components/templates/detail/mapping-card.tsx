"use client";

import { useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { toast } from "sonner";
import { SubmitButton } from "@/components/forms/submit-button";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ApiError, errorMessage } from "@/lib/client/api";
import { useUpdateTemplateMapping } from "@/lib/client/hooks/use-templates";
import { mappingInput, mappingRows, problemsByField, variableSlots, type MappingRow } from "@/lib/client/template-form";
import type { Template } from "@/lib/client/types";
import { MappingEditor } from "../builder/mapping-editor";
import { ProblemsProvider, ProblemSummary } from "../builder/problems";

type Values = { mapping: MappingRow[] };

/** Where each body variable comes from at send time; changed here without a new review. */
export function MappingCard({ template: t, canWrite }: { template: Template; canWrite: boolean }) {
  const count = variableSlots(t.bodyText);
  const saved = mappingRows(t.variableMapping, count);
  const form = useForm<Values>({ defaultValues: { mapping: saved }, values: { mapping: saved }, resetOptions: { keepDirtyValues: true } });
  const update = useUpdateTemplateMapping(t.name, t.language);
  const [problems, setProblems] = useState<Map<string, string[]>>(new Map());

  async function save(values: Values) {
    try {
      await update.mutateAsync(mappingInput(values.mapping, count));
      setProblems(new Map());
      form.reset(values);
      toast.success("Variable sources saved", { description: "The next sends use them; the template needs no new review." });
    } catch (err) {
      if (err instanceof ApiError && err.fields.length) setProblems(problemsByField(err.fields, { category: t.category, headerType: t.headerType }));
      else toast.error("Could not save the variable sources", { description: errorMessage(err) });
    }
  }

  return (
    <Card className="gap-4 py-5">
      <CardHeader className="px-5">
        <CardTitle className="text-base">Variable sources</CardTitle>
        <CardDescription>What fills each {"{{n}}"} when the inbox, a campaign or a workflow sends this template without values of its own.</CardDescription>
      </CardHeader>
      <CardContent className="px-5">
        <FormProvider {...form}>
          <ProblemsProvider byField={problems} submitted={form.formState.isSubmitted}>
            <form onSubmit={form.handleSubmit(save)} noValidate className="grid gap-4">
              <fieldset disabled={!canWrite} className="grid gap-4">
                <MappingEditor count={count} samples={t.bodyExamples} />
              </fieldset>
              <ProblemSummary />
              {canWrite && count > 0 && (
                <div className="flex justify-end gap-2">
                  {form.formState.isDirty && (
                    <Button type="button" variant="ghost" onClick={() => form.reset({ mapping: saved })}>
                      Discard changes
                    </Button>
                  )}
                  <SubmitButton pending={update.isPending} disabled={!form.formState.isDirty}>
                    Save sources
                  </SubmitButton>
                </div>
              )}
            </form>
          </ProblemsProvider>
        </FormProvider>
      </CardContent>
    </Card>
  );
}
