import { api } from "@/lib/http/api";
import { getSlaPolicyRoute, setSlaPolicyRoute } from "@/lib/crm/tickets/routes";
import { getSlaPolicy, setSlaPolicy } from "@/lib/crm/tickets/sla-policy";

// GET /api/v1/tickets/sla-policy - the company's ticket resolution targets
export const GET = api(getSlaPolicyRoute, ({ ctx }) => getSlaPolicy({ ctx }));

// PUT /api/v1/tickets/sla-policy - set the company's ticket resolution targets
export const PUT = api(setSlaPolicyRoute, ({ ctx, body }) => setSlaPolicy({ ctx, input: body }));
