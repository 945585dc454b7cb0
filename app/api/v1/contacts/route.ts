import { api } from "@/lib/http/api";
import { createContact } from "@/lib/contacts/create-contact";
import { listContacts } from "@/lib/contacts/list-contacts";
import { createContactRoute, listContactsRoute } from "@/lib/contacts/routes";

// GET /api/v1/contacts - list contacts with filters, sorting and pages
export const GET = api(listContactsRoute, ({ ctx, query }) => listContacts({ ctx, query }));

// POST /api/v1/contacts - create a contact
export const POST = api(createContactRoute, ({ ctx, body }) => createContact({ ctx, input: body, source: ctx.actor.kind === "token" ? "API" : "MANUAL" }));
