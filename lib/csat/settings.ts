import { z } from "zod";

export const CSAT_LANGUAGES = ["en", "ar"] as const;
export type CsatLanguage = (typeof CSAT_LANGUAGES)[number];

/** What the request asks when the inbox leaves the question empty. */
export const DEFAULT_CSAT_QUESTIONS: Record<CsatLanguage, string> = {
  en: "How would you rate the help you received?",
  ar: "كيف تقيّم المساعدة التي تلقيتها؟",
};

const question = z.string().trim().max(300, "must be at most 300 characters");

/** An inbox's satisfaction survey (lib/csat): sent once when one of its conversations is resolved. */
export const csatSettingsSchema = z
  .object({
    enabled: z.boolean({ error: "must be true or false" }).meta({ description: "Ask the customer to rate the conversation when it is resolved" }),
    questions: z
      .object({ en: question.optional(), ar: question.optional() })
      .strict()
      .default({})
      .meta({ description: "The question per language; empty or left out: the default" }),
    defaultLanguage: z.enum(CSAT_LANGUAGES, { error: "must be en or ar" }).default("en").meta({ description: "The language asked in, unless the customer's last message was in Arabic script" }),
    askComment: z.boolean({ error: "must be true or false" }).default(false).meta({ description: "Invite a comment: on a chat channel the customer's next message within 10 minutes of rating is kept as the comment" }),
  })
  .strict()
  .meta({ id: "InboxCsatSettings" });
export type CsatSettings = z.infer<typeof csatSettingsSchema>;

/** The question the inbox asks in a language. */
export function csatQuestion(settings: Pick<CsatSettings, "questions"> | undefined, language: CsatLanguage): string {
  return settings?.questions?.[language]?.trim() || DEFAULT_CSAT_QUESTIONS[language];
}
