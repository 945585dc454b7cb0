import { api } from "@/lib/http/api";
import { templateUsageRoute } from "@/lib/templates/routes";
import { templateUsage } from "@/lib/templates/template-usage";

// GET /api/v1/chatapp/templates/{template}/usage - the delivery ledger (by name)
export const GET = api(templateUsageRoute, ({ ctx, params, query }) => templateUsage({ ctx, name: params.template, query }));
