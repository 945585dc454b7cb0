"use client";

import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Form } from "@/components/ui/form";
import { changePasswordInput } from "@/lib/account/schemas";
import { errorMessage } from "@/lib/client/api";
import { applyApiFieldErrors, schemaResolver } from "@/lib/client/forms";
import { useChangePassword } from "@/lib/client/hooks/use-account";

const resolver = schemaResolver(changePasswordInput);
const EMPTY = { currentPassword: "", newPassword: "" };

export function ChangePasswordForm() {
  const change = useChangePassword();
  const form = useForm({ resolver, defaultValues: EMPTY });

  async function onSubmit(values: z.output<typeof changePasswordInput>) {
    try {
      await change.mutateAsync(values);
      form.reset(EMPTY);
      toast.success("Password changed", { description: "You stay signed in here; your other sessions were signed out." });
    } catch (err) {
      if (!applyApiFieldErrors(form, err)) toast.error("Could not change your password", { description: errorMessage(err) });
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Password</CardTitle>
        <CardDescription>Changing it signs you out everywhere else.</CardDescription>
      </CardHeader>
      <Form {...form}>
        <form method="post" onSubmit={form.handleSubmit(onSubmit)} noValidate className="contents">
          <CardContent className="grid gap-6 md:grid-cols-2">
            <TextField control={form.control} name="currentPassword" label="Current password" type="password" autoComplete="current-password" />
            <TextField control={form.control} name="newPassword" label="New password" description="At least 8 characters." type="password" autoComplete="new-password" />
          </CardContent>
          <CardFooter className="justify-end border-t">
            <SubmitButton pending={form.formState.isSubmitting}>Change password</SubmitButton>
          </CardFooter>
        </form>
      </Form>
    </Card>
  );
}
