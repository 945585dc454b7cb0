import type { MarketingConsent } from "./consent";

/** How texts and keywords are compared: NFKC, trimmed, inner spaces collapsed, lower case. */
export function normaliseKeyword(text: string): string {
  return text.normalize("NFKC").trim().replace(/\s+/g, " ").toLowerCase();
}

/** Keywords are at most 40 characters: a longer text is no keyword, whatever the company set. */
export const KEYWORD_MAX = 40;

/** Whether a text is short enough to be worth comparing (the inbound path skips the settings otherwise). */
export function couldBeKeyword(text: string | null | undefined): text is string {
  return !!text && text.length <= KEYWORD_MAX * 4 && normaliseKeyword(text).length <= KEYWORD_MAX;
}

/**
 * The consent a text asks for when it is exactly one of the keywords (a text that merely
 * contains one asks for nothing); stop wins when a word is in both lists.
 */
export function matchConsentKeyword(
  text: string | null | undefined,
  keywords: { stopKeywords: readonly string[]; startKeywords: readonly string[] },
): { consent: MarketingConsent; keyword: string } | null {
  if (!couldBeKeyword(text)) return null;
  const t = normaliseKeyword(text);
  const stop = keywords.stopKeywords.find((k) => normaliseKeyword(k) === t);
  if (stop) return { consent: "OPTED_OUT", keyword: stop };
  const start = keywords.startKeywords.find((k) => normaliseKeyword(k) === t);
  return start ? { consent: "OPTED_IN", keyword: start } : null;
}
