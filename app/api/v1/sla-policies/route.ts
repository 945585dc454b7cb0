import { api } from "@/lib/http/api";
import { createSlaPolicy, listSlaPolicies } from "@/lib/sla/policies";
import { createSlaPolicyRoute, listSlaPoliciesRoute } from "@/lib/sla/routes";

// GET /api/v1/sla-policies - list SLA policies
export const GET = api(listSlaPoliciesRoute, ({ ctx }) => listSlaPolicies({ ctx }));
// POST /api/v1/sla-policies - create an SLA policy
export const POST = api(createSlaPolicyRoute, ({ ctx, body }) => createSlaPolicy({ ctx, input: body }));
