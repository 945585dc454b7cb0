"use client";

import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Form } from "@/components/ui/form";
import { updateProfileInput } from "@/lib/account/schemas";
import { errorMessage } from "@/lib/client/api";
import { applyApiFieldErrors, schemaResolver } from "@/lib/client/forms";
import { useUpdateProfile } from "@/lib/client/hooks/use-account";
import type { TeamMember } from "@/lib/client/types";

const resolver = schemaResolver(updateProfileInput);

export function ProfileNameForm({ user }: { user: TeamMember }) {
  const update = useUpdateProfile();
  const form = useForm({ resolver, defaultValues: { name: user.name } });

  async function onSubmit(values: z.output<typeof updateProfileInput>) {
    try {
      const saved = await update.mutateAsync(values);
      form.reset({ name: saved.name });
      toast.success("Your name was saved");
    } catch (err) {
      if (!applyApiFieldErrors(form, err)) toast.error("Could not save your name", { description: errorMessage(err) });
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Your details</CardTitle>
        <CardDescription>Your name is what teammates see on assignments and notes.</CardDescription>
      </CardHeader>
      <Form {...form}>
        <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="contents">
          <CardContent className="grid gap-6 md:grid-cols-2">
            <TextField control={form.control} name="name" label="Name" autoComplete="name" />
            <div className="grid content-start gap-2 text-sm">
              <span className="font-medium">Email</span>
              <span className="text-muted-foreground break-all" data-testid="profile-email">
                {user.email}
              </span>
            </div>
          </CardContent>
          <CardFooter className="justify-end border-t">
            <SubmitButton pending={form.formState.isSubmitting} disabled={!form.formState.isDirty}>
              Save name
            </SubmitButton>
          </CardFooter>
        </form>
      </Form>
    </Card>
  );
}
