import { CONSENT_SOURCES, MARKETING_CONSENTS } from "@/lib/contacts/enums";

/**
 * Marketing consent as the contacts API reports it, in words. A contact read without the
 * fields (a cached answer from before they existed) counts as subscribed, the API's default.
 */
export { MARKETING_CONSENTS };
export type MarketingConsent = (typeof MARKETING_CONSENTS)[number];
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

export type ConsentFields = {
  marketingConsent?: MarketingConsent;
  marketingConsentChangedAt?: string | null;
  marketingConsentSource?: ConsentSource | null;
};

export type Consent = { state: MarketingConsent; changedAt: string | null; source: ConsentSource | null };

export function consentOf(c: ConsentFields): Consent {
  return { state: c.marketingConsent ?? "OPTED_IN", changedAt: c.marketingConsentChangedAt ?? null, source: c.marketingConsentSource ?? null };
}

export const CONSENT_LABELS: Record<MarketingConsent, string> = { OPTED_IN: "Subscribed", OPTED_OUT: "Unsubscribed" };

export const isMarketingConsent = (v: unknown): v is MarketingConsent => typeof v === "string" && (MARKETING_CONSENTS as readonly string[]).includes(v);

/** How a change came about, after "Subscribed"/"Unsubscribed"; `keyword` is the word a contact sent. */
export function consentHow(state: MarketingConsent, source: string | null | undefined, keyword?: string): string {
  switch (source) {
    case "KEYWORD":
      return keyword ? `by keyword ${keyword.toUpperCase()}` : "by a keyword reply";
    case "DASHBOARD":
      return "in the dashboard";
    case "API":
      return "through the API";
    case "IMPORT":
      // A contact an import creates arrives subscribed; an import can also unsubscribe.
      return state === "OPTED_IN" ? "added by import" : "by a CSV import";
    case "INBOUND":
      return "from a message they sent";
    default:
      return state === "OPTED_IN" ? "by default" : "";
  }
}
