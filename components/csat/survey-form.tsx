"use client";

import { useState } from "react";
import { Star } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/utils";

export interface PublicSurveyView {
  question: string;
  language: "en" | "ar";
  company: string;
  askComment: boolean;
  rating: number | null;
  comment: string | null;
}

const T = {
  en: { labels: ["Terrible", "Poor", "Okay", "Good", "Excellent"], comment: "Anything you'd like to add? (optional)", send: "Send", sending: "Sending…", thanks: "Thank you for your feedback!", pick: "Choose a rating first", failed: "Could not send your answer. Please try again.", of: "out of 5" },
  ar: { labels: ["سيئ جداً", "سيئ", "مقبول", "جيد", "ممتاز"], comment: "هل تود إضافة شيء؟ (اختياري)", send: "إرسال", sending: "جارٍ الإرسال…", thanks: "شكراً على تقييمك!", pick: "اختر تقييماً أولاً", failed: "تعذّر إرسال إجابتك. حاول مرة أخرى.", of: "من 5" },
};

/** Five stars (a radio group: arrow keys move, space picks), an optional comment, one send. */
export function CsatSurveyForm({ token, survey }: { token: string; survey: PublicSurveyView }) {
  const t = T[survey.language];
  const [rating, setRating] = useState<number | null>(survey.rating);
  const [comment, setComment] = useState("");
  const [state, setState] = useState<"idle" | "sending" | "done" | "error">(survey.rating !== null && (survey.comment !== null || !survey.askComment) ? "done" : "idle");
  const [error, setError] = useState<string | null>(null);
  const rated = survey.rating !== null;

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (rating === null) return setError(t.pick);
    setState("sending");
    setError(null);
    const res = await fetch(`/api/v1/csat/${token}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ rating, ...(comment.trim() ? { comment: comment.trim() } : {}) }) }).catch(() => null);
    if (res?.ok || res?.status === 409) setState("done");
    else {
      setState("error");
      setError(t.failed);
    }
  }

  if (state === "done")
    return (
      <Card>
        <CardHeader className="text-center">
          <CardTitle role="status">{t.thanks}</CardTitle>
          <CardDescription>{survey.company}</CardDescription>
        </CardHeader>
      </Card>
    );

  return (
    <Card>
      <CardHeader>
        <CardDescription>{survey.company}</CardDescription>
        <CardTitle className="text-xl leading-snug" id="csat-question">
          {survey.question}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="flex flex-col gap-5">
          <div role="radiogroup" aria-labelledby="csat-question" className="flex justify-center gap-1 sm:gap-2" dir="ltr">
            {[1, 2, 3, 4, 5].map((n) => (
              <button
                key={n}
                type="button"
                role="radio"
                aria-checked={rating === n}
                aria-label={`${n} ${t.of}: ${t.labels[n - 1]}`}
                disabled={rated}
                tabIndex={rating === n || (rating === null && n === 1) ? 0 : -1}
                onClick={() => setRating(n)}
                onKeyDown={(e) => {
                  const next = e.key === "ArrowRight" || e.key === "ArrowUp" ? Math.min(5, n + 1) : e.key === "ArrowLeft" || e.key === "ArrowDown" ? Math.max(1, n - 1) : null;
                  if (next === null) return;
                  e.preventDefault();
                  setRating(next);
                  (e.currentTarget.parentElement?.children[next - 1] as HTMLElement | undefined)?.focus();
                }}
                className="focus-visible:ring-ring rounded-md p-1.5 outline-none focus-visible:ring-2 disabled:cursor-default"
              >
                <Star className={cn("size-9 sm:size-10", rating !== null && n <= rating ? "fill-amber-400 text-amber-400" : "text-muted-foreground")} />
              </button>
            ))}
          </div>
          <p className="text-muted-foreground h-5 text-center text-sm" aria-live="polite">
            {rating !== null ? t.labels[rating - 1] : ""}
          </p>
          <div className="flex flex-col gap-2">
            <Label htmlFor="csat-comment">{t.comment}</Label>
            <Textarea id="csat-comment" value={comment} maxLength={2000} rows={4} onChange={(e) => setComment(e.target.value)} />
          </div>
          {error && (
            <p role="alert" className="text-destructive text-sm">
              {error}
            </p>
          )}
          <Button type="submit" disabled={state === "sending"}>
            {state === "sending" ? t.sending : t.send}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
