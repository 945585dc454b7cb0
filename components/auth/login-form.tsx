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
import { email } from "@/lib/company/schemas";
import { schemaResolver } from "@/lib/client/forms";

const loginInput = z.object({ email, password: z.string().min(1, "is required") });

export function LoginForm({ callbackUrl }: { callbackUrl: string }) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  // Stays true after a successful submit so the button keeps its spinner while the next page loads.
  const [leaving, setLeaving] = useState(false);
  const form = useForm({ resolver: schemaResolver(loginInput), defaultValues: { email: "", password: "" } });

  async function onSubmit(values: z.output<typeof loginInput>) {
    setError(null);
    const result = await signIn("credentials", { ...values, redirect: false });
    if (!result || result.error) {
      // next-auth reports a plain wrong password as "CredentialsSignin"; anything else
      // (e.g. too many attempts) carries the server's own message.
      const message = !result || result.error === "CredentialsSignin" ? "Incorrect email or password." : result.error;
      setError(message);
      form.setValue("password", "");
      form.setFocus("password");
      return;
    }
    setLeaving(true);
    router.replace(callbackUrl);
    router.refresh();
  }

  const pending = form.formState.isSubmitting || leaving;
  return (
    <Form {...form}>
      {/* method="post": submitted before hydration, the fields go in a body to /login, never in a URL. */}
      <form method="post" onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4" noValidate>
        <TextField control={form.control} name="email" label="Email" type="email" autoComplete="username" placeholder="you@company.com" autoFocus />
        <TextField control={form.control} name="password" label="Password" type="password" autoComplete="current-password" />
        <FormAlert message={error} />
        <SubmitButton pending={pending} className="w-full">
          {pending ? "Signing in…" : "Sign in"}
        </SubmitButton>
      </form>
    </Form>
  );
}
