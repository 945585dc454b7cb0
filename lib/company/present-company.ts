import "server-only";
import type { Company } from "@/db/schema";
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
    createdAt: c.createdAt.toISOString(),
  };
}

function keywordFields(c: Company) {
  const { companyName: _name, ...settings } = consentSettingsOf(c);
  return settings;
}
