"use client";

import { useRouter } from "next/navigation";
import { signIn } from "next-auth/react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { FormAlert } from "@/components/forms/form-alert";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import { Form } from "@/components/ui/form";
import { Separator } from "@/components/ui/separator";
import { apiFetch, ApiError, errorMessage } from "@/lib/client/api";
import { applyApiFieldErrors, schemaResolver } from "@/lib/client/forms";
import { setupInput } from "@/lib/company/schemas";

// The API's own setup schema (the slug is derived from the name) plus a typed-twice password.
const setupForm = setupInput
  .omit({ companySlug: true })
  .extend({ confirmPassword: z.string().min(1, "is required") })
  .refine((v) => v.password === v.confirmPassword, { path: ["confirmPassword"], message: "passwords don't match" });

export function SetupForm() {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  // Stays true after a successful submit so the button keeps its spinner while the next page loads.
  const [leaving, setLeaving] = useState(false);
  const form = useForm({
    resolver: schemaResolver(setupForm),
    defaultValues: { companyName: "", name: "", email: "", password: "", confirmPassword: "" },
  });

  async function onSubmit({ confirmPassword: _confirm, ...input }: z.output<typeof setupForm>) {
    setError(null);
    try {
      await apiFetch("/api/v1/setup", { method: "POST", body: input });
    } catch (err) {
      // 409: someone finished setup in the meantime; signing in is all that's left.
      if (err instanceof ApiError && err.status === 409) return router.replace("/login");
      if (!applyApiFieldErrors(form, err)) setError(errorMessage(err));
      return;
    }
    const result = await signIn("credentials", { email: input.email, password: input.password, redirect: false });
    if (!result || result.error) return router.replace("/login");
    setLeaving(true);
    router.replace("/inbox");
    router.refresh();
  }

  const pending = form.formState.isSubmitting || leaving;
  return (
    <Form {...form}>
      <form method="post" onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4" noValidate>
        <TextField
          control={form.control}
          name="companyName"
          label="Company name"
          description="Shown to your team; you can change it later."
          autoComplete="organization"
          autoFocus
        />
        <Separator className="my-1" />
        <TextField control={form.control} name="name" label="Your name" autoComplete="name" />
        <TextField control={form.control} name="email" label="Email" type="email" autoComplete="username" />
        <TextField
          control={form.control}
          name="password"
          label="Password"
          description="At least 8 characters."
          type="password"
          autoComplete="new-password"
        />
        <TextField control={form.control} name="confirmPassword" label="Confirm password" type="password" autoComplete="new-password" />
        <FormAlert message={error} />
        <SubmitButton pending={pending} className="w-full">
          {pending ? "Setting up…" : "Create company and sign in"}
        </SubmitButton>
      </form>
    </Form>
  );
}
