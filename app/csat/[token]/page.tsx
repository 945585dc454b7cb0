import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CsatSurveyForm } from "@/components/csat/survey-form";
import { AppError } from "@/lib/domain/errors";
import { getPublicSurvey } from "@/lib/csat/public-survey";

export const metadata: Metadata = { title: "How did we do?", robots: { index: false, follow: false } };
export const dynamic = "force-dynamic";

/** The customer's satisfaction survey, reached from the link in an email: no sign-in, the token is the key. */
export default async function CsatPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) notFound();
  const survey = await getPublicSurvey({ token }).catch((err: unknown) => {
    if (err instanceof AppError && err.status === 404) notFound();
    throw err;
  });
  return (
    <div className="bg-muted/40 flex min-h-svh items-center justify-center p-4 sm:p-10" dir={survey.language === "ar" ? "rtl" : "ltr"} lang={survey.language}>
      <main className="w-full max-w-md">
        <CsatSurveyForm token={token} survey={survey} />
      </main>
    </div>
  );
}
