import { api } from "@/lib/http/api";
import { deleteLead } from "@/lib/crm/leads/delete-lead";
import { getLead } from "@/lib/crm/leads/get-lead";
import { deleteLeadRoute, getLeadRoute, updateLeadRoute } from "@/lib/crm/leads/routes";
import { updateLead } from "@/lib/crm/leads/update-lead";

// GET /api/v1/leads/{id} - get a lead
export const GET = api(getLeadRoute, ({ ctx, params }) => getLead({ ctx, id: params.id }));

// PATCH /api/v1/leads/{id} - change, assign or move a lead
export const PATCH = api(updateLeadRoute, ({ ctx, params, body }) => updateLead({ ctx, id: params.id, input: body }));

// DELETE /api/v1/leads/{id} - delete a lead
export const DELETE = api(deleteLeadRoute, ({ ctx, params }) => deleteLead({ ctx, id: params.id }));
