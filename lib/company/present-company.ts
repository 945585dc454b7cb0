import "server-only";
import type { Company } from "@/db/schema";
import { DEFAULT_RATES } from "@/lib/campaigns/cost";
import { consentSettingsOf } from "./consent-settings";

export function presentCompany(c: Company) {
  return {
    id: c.id,
    name: c.name,
    slug: c.slug,
    timezone: c.timezone,
    website: c.website,
    supportEmail: c.supportEmail,
    ...keywordFields(c),
    messageRates: c.messageRates ?? DEFAULT_RATES,
    auditRetentionDays: c.auditRetentionDays,
    createdAt: c.createdAt.toISOString(),
  };
}

function keywordFields(c: Company) {
  const { companyName: _name, ...settings } = consentSettingsOf(c);
  return settings;
}
