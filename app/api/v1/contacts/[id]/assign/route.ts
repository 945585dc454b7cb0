import { api } from "@/lib/http/api";
import { assignContactRoute } from "@/lib/contacts/routes";
import { updateContact } from "@/lib/contacts/update-contact";

// PATCH /api/v1/contacts/{id}/assign - assign to an agent or unassign
export const PATCH = api(assignContactRoute, ({ ctx, params, body }) =>
  updateContact({ ctx, id: params.id, input: { assignedAgentId: body.agentId }, agentField: "agentId" }),
);
