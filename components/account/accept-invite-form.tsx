"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { FormAlert } from "@/components/forms/form-alert";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import { Form } from "@/components/ui/form";
import { acceptInvitationInput } from "@/lib/account/schemas";
import { apiFetch, errorMessage } from "@/lib/client/api";
import { applyApiFieldErrors, schemaResolver } from "@/lib/client/forms";
import { signInAfter } from "./sign-in-after";

const formInput = acceptInvitationInput.omit({ token: true });
const resolver = schemaResolver(formInput);

/** The invitee chooses a name and password; the account is created and this browser signed in. */
export function AcceptInviteForm({ token, email }: { token: string; email: string }) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const form = useForm({ resolver, defaultValues: { name: "", password: "" } });

  async function onSubmit(values: z.output<typeof formInput>) {
    setError(null);
    try {
      await apiFetch("/api/v1/invitations/accept", { method: "POST", body: { ...values, token } });
    } catch (err) {
      if (!applyApiFieldErrors(form, err)) setError(errorMessage(err));
      return;
    }
    setLeaving(true);
    if (!(await signInAfter(email, values.password))) {
      router.replace("/login");
      return;
    }
    router.replace("/inbox");
    router.refresh();
  }

  const pending = form.formState.isSubmitting || leaving;
  return (
    <Form {...form}>
      <form method="post" onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4" noValidate>
        <div className="grid gap-1 text-sm">
          <span className="font-medium">Email</span>
          <span className="text-muted-foreground break-all" data-testid="invite-email">
            {email}
          </span>
        </div>
        <TextField control={form.control} name="name" label="Your name" autoComplete="name" autoFocus />
        <TextField control={form.control} name="password" label="Choose a password" description="At least 8 characters." type="password" autoComplete="new-password" />
        <FormAlert message={error} />
        <SubmitButton pending={pending} className="w-full">
          {pending ? "Joining…" : "Join the team"}
        </SubmitButton>
      </form>
    </Form>
  );
}
