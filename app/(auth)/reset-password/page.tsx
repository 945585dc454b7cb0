import type { Metadata } from "next";
import { connection } from "next/server";
import { LinkProblem } from "@/components/account/link-problem";
import { ResetPasswordForm } from "@/components/account/reset-password-form";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { peekPasswordReset } from "@/lib/account/password-resets";
import { AppError } from "@/lib/domain/errors";

export const metadata: Metadata = { title: "Set a new password", referrer: "no-referrer" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Where a password-reset link lands. */
export default async function ResetPasswordPage({ searchParams }: Props) {
  await connection();
  const raw = (await searchParams).token;
  const token = typeof raw === "string" ? raw : "";
  const reset = await peekPasswordReset(token).catch((err: unknown) => {
    if (err instanceof AppError && err.status < 500) return { problem: err.code === "NOT_FOUND" ? "This reset link is not valid." : err.message };
    throw err;
  });
  if ("problem" in reset) return <LinkProblem title="This reset link can't be used" message={reset.problem} />;
  return (
    <Card>
      <CardHeader className="text-center">
        <CardTitle className="text-xl" role="heading" aria-level={1}>Set a new password</CardTitle>
        <CardDescription>Your other sessions will be signed out.</CardDescription>
      </CardHeader>
      <CardContent>
        <ResetPasswordForm token={token} email={reset.email} />
      </CardContent>
    </Card>
  );
}
