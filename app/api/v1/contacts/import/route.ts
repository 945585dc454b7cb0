import { api } from "@/lib/http/api";
import { importContacts } from "@/lib/contacts/import-contacts";
import { importContactsRoute } from "@/lib/contacts/routes";

// POST /api/v1/contacts/import - import a batch of mapped CSV rows
export const POST = api(importContactsRoute, ({ ctx, body }) => importContacts({ ctx, input: body }));
