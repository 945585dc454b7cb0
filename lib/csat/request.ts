import type { PortChoices } from "@/lib/messaging/port/types";
import { csatQuestion, type CsatLanguage, type CsatSettings } from "./settings";

const LABELS: Record<CsatLanguage, Record<number, string>> = {
  en: { 5: "Excellent", 4: "Good", 3: "Okay", 2: "Poor", 1: "Terrible" },
  ar: { 5: "ممتاز", 4: "جيد", 3: "مقبول", 2: "سيئ", 1: "سيئ جداً" },
};
const REPLY_HINT: Record<CsatLanguage, string> = {
  en: "Reply with a number from 1 (terrible) to 5 (excellent).",
  ar: "أرسل رقماً من 1 (سيئ جداً) إلى 5 (ممتاز).",
};
const COMMENT_HINT: Record<CsatLanguage, string> = {
  en: "You can add a comment in your next message.",
  ar: "يمكنك إضافة تعليق في رسالتك التالية.",
};
const BUTTON: Record<CsatLanguage, string> = { en: "Rate", ar: "قيّم" };

/** A choice's id as the platform echoes it back: the survey and the rating, nothing secret. */
export const choiceId = (surveyId: string, rating: number) => `csat:${surveyId}:${rating}`;

/** The survey and rating a tapped choice names, or null for any other button. */
export function parseChoiceId(id: string | null | undefined): { surveyId: string; rating: number } | null {
  const m = /^csat:([A-Za-z0-9_]{1,64}):([1-5])$/.exec(id ?? "");
  return m ? { surveyId: m[1], rating: Number(m[2]) } : null;
}

/** A message that is only a rating digit ("5", " 4 ", "٥"): an answer while a survey waits. */
export function ratingDigit(text: string | null | undefined): number | null {
  const t = (text ?? "").trim().replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660));
  return /^[1-5]$/.test(t) ? Number(t) : null;
}

/** Arabic letters in the customer's last message: they are asked in Arabic. */
export function languageFor(lastInboundText: string | null | undefined, settings: Pick<CsatSettings, "defaultLanguage"> | undefined): CsatLanguage {
  if (/[\u0600-\u06FF]/.test(lastInboundText ?? "")) return "ar";
  return settings?.defaultLanguage ?? "en";
}

/**
 * The rating request as the port's choices: five answers, best first, for channels that show
 * them; the same question with "reply 1 to 5" for those that cannot; the page's link for a
 * channel answered by a click (email).
 */
export function ratingRequest(input: { surveyId: string; language: CsatLanguage; settings: CsatSettings | undefined; link: string }): PortChoices {
  const { language: lang } = input;
  const question = csatQuestion(input.settings, lang);
  const comment = input.settings?.askComment ? `\n${COMMENT_HINT[lang]}` : "";
  return {
    kind: "choices",
    text: question,
    choices: [5, 4, 3, 2, 1].map((n) => ({ id: choiceId(input.surveyId, n), title: `${"★".repeat(n)} ${LABELS[lang][n]}` })),
    fallback: `${question}\n${REPLY_HINT[lang]}${comment}`,
    link: input.link,
    buttonText: BUTTON[lang],
  };
}

/** The public page's address for a survey's token. */
export const surveyLink = (base: string, token: string) => `${base.replace(/\/$/, "")}/csat/${token}`;
