import "server-only";
import type { ContactMapping, WebEventIntegration } from "@/db/schema";
import type { IntegrationView } from "./schemas";

export function presentMapping(m: ContactMapping, autoCreate: boolean): IntegrationView["contactMapping"] {
  return {
    phoneField: m.phoneField ?? null,
    emailField: m.emailField ?? null,
    nameField: m.nameField ?? null,
    autoCreate,
    enrichFields: m.enrichFields ?? [],
    displayColumns: m.displayColumns ?? [],
  };
}

/** The integration as the API shows it: never the secret, sealed or not. */
export function presentIntegration(i: WebEventIntegration): IntegrationView {
  return {
    id: i.id,
    name: i.name,
    description: i.description,
    authType: i.authType,
    autoCreateContact: i.autoCreateContact,
    contactMapping: presentMapping(i.contactMapping, i.autoCreateContact),
    endpointPath: `/api/webhook/web-events/${i.id}`,
    eventCount: i.eventCount,
    lastEventAt: i.lastEventAt ? i.lastEventAt.toISOString() : null,
    createdAt: i.createdAt.toISOString(),
    updatedAt: i.updatedAt.toISOString(),
  };
}
