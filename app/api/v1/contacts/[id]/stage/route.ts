import { api } from "@/lib/http/api";
import { setContactStageRoute } from "@/lib/contacts/routes";
import { updateContact } from "@/lib/contacts/update-contact";

// PATCH /api/v1/contacts/{id}/stage - set the lifecycle stage
export const PATCH = api(setContactStageRoute, ({ ctx, params, body }) => updateContact({ ctx, id: params.id, input: { lifecycleStage: body.lifecycleStage } }));
