import type { Actor } from "@/lib/domain/context";
import type { CONSENT_SOURCES, MARKETING_CONSENTS } from "./enums";

export type MarketingConsent = (typeof MARKETING_CONSENTS)[number];
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

/**
 * How a person or system changing consent is recorded: a session user is the dashboard; an
 * API token, an API JWT and the service's own work (web events, workflows) are the API.
 */
export function consentSourceOf(actor: Actor): ConsentSource {
  return actor.kind === "user" && actor.via === "session" ? "DASHBOARD" : "API";
}
