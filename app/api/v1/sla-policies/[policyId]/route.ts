import { api } from "@/lib/http/api";
import { deleteSlaPolicy, getSlaPolicy, updateSlaPolicy } from "@/lib/sla/policies";
import { deleteSlaPolicyRoute, getSlaPolicyRoute, updateSlaPolicyRoute } from "@/lib/sla/routes";

// GET /api/v1/sla-policies/{policyId} - get an SLA policy
export const GET = api(getSlaPolicyRoute, ({ ctx, params }) => getSlaPolicy({ ctx, id: params.policyId }));
// PATCH /api/v1/sla-policies/{policyId} - change an SLA policy
export const PATCH = api(updateSlaPolicyRoute, ({ ctx, params, body }) => updateSlaPolicy({ ctx, id: params.policyId, input: body }));
// DELETE /api/v1/sla-policies/{policyId} - delete an SLA policy (409 while an inbox applies it)
export const DELETE = api(deleteSlaPolicyRoute, ({ ctx, params }) => deleteSlaPolicy({ ctx, id: params.policyId }));
