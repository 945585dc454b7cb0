import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { connection } from "next/server";
import { SetupForm } from "@/components/auth/setup-form";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { needsSetup } from "@/lib/company/setup";

export const metadata: Metadata = { title: "Set up" };

/** First run only: once a company exists this page sends people to sign in. */
export default async function SetupPage() {
  await connection();
  if (!(await needsSetup())) redirect("/login");
  return (
    <Card>
      <CardHeader className="text-center">
        <CardTitle className="text-xl">Set up your workspace</CardTitle>
        <CardDescription>Create your company and the first owner account.</CardDescription>
      </CardHeader>
      <CardContent>
        <SetupForm />
      </CardContent>
    </Card>
  );
}
