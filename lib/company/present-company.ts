import "server-only";
import type { Company } from "@/db/schema";

export function presentCompany(c: Company) {
  return {
    id: c.id,
    name: c.name,
    slug: c.slug,
    timezone: c.timezone,
    website: c.website,
    supportEmail: c.supportEmail,
    createdAt: c.createdAt.toISOString(),
  };
}
