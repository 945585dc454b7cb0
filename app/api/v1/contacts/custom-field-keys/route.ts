import { api } from "@/lib/http/api";
import { listCustomFieldKeys } from "@/lib/contacts/custom-field-keys";
import { customFieldKeysRoute } from "@/lib/contacts/routes";

// GET /api/v1/contacts/custom-field-keys - custom-field keys in use
export const GET = api(customFieldKeysRoute, ({ ctx }) => listCustomFieldKeys({ ctx }));
