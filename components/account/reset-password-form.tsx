"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { FormAlert } from "@/components/forms/form-alert";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import { Form } from "@/components/ui/form";
import { resetPasswordInput } from "@/lib/account/schemas";
import { apiFetch, errorMessage } from "@/lib/client/api";
import { applyApiFieldErrors, schemaResolver } from "@/lib/client/forms";
import { signInAfter } from "./sign-in-after";

const formInput = resetPasswordInput.omit({ token: true });
const resolver = schemaResolver(formInput);

/** Sets a new password with a reset link; every other session ends and this browser signs in. */
export function ResetPasswordForm({ token, email }: { token: string; email: string }) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const form = useForm({ resolver, defaultValues: { password: "" } });

  async function onSubmit(values: z.output<typeof formInput>) {
    setError(null);
    try {
      await apiFetch("/api/v1/auth/password-reset", { method: "POST", body: { ...values, token } });
    } catch (err) {
      if (!applyApiFieldErrors(form, err)) setError(errorMessage(err));
      return;
    }
    setLeaving(true);
    router.replace((await signInAfter(email, values.password)) ? "/inbox" : "/login");
    router.refresh();
  }

  const pending = form.formState.isSubmitting || leaving;
  return (
    <Form {...form}>
      <form method="post" onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4" noValidate>
        <div className="grid gap-1 text-sm">
          <span className="font-medium">Account</span>
          <span className="text-muted-foreground break-all">{email}</span>
        </div>
        <TextField control={form.control} name="password" label="New password" description="At least 8 characters." type="password" autoComplete="new-password" autoFocus />
        <FormAlert message={error} />
        <SubmitButton pending={pending} className="w-full">
          {pending ? "Saving…" : "Set password and sign in"}
        </SubmitButton>
      </form>
    </Form>
  );
}
