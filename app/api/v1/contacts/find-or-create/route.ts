import { api } from "@/lib/http/api";
import { findOrCreateContact } from "@/lib/contacts/find-or-create";
import { findOrCreateContactRoute } from "@/lib/contacts/routes";

// POST /api/v1/contacts/find-or-create - find a contact by phone or create it
export const POST = api(findOrCreateContactRoute, ({ ctx, body }) => findOrCreateContact({ ctx, input: body }));
