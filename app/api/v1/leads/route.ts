import { api } from "@/lib/http/api";
import { createLead } from "@/lib/crm/leads/create-lead";
import { listLeads } from "@/lib/crm/leads/list-leads";
import { createLeadRoute, listLeadsRoute } from "@/lib/crm/leads/routes";

// GET /api/v1/leads - list leads
export const GET = api(listLeadsRoute, ({ ctx, query }) => listLeads({ ctx, query }));

// POST /api/v1/leads - create a lead
export const POST = api(createLeadRoute, ({ ctx, body }) => createLead({ ctx, input: body }));
