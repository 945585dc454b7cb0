import { api } from "@/lib/http/api";
import { renameParam } from "@/lib/http/rename-param";
import { templateUsageRoute } from "@/lib/templates/routes";
import { templateUsage } from "@/lib/templates/template-usage";

// GET /api/v1/chatapp/templates/{templateName}/usage - the delivery ledger
export const GET = renameParam("templateId", "templateName", api(templateUsageRoute, ({ ctx, params, query }) => templateUsage({ ctx, name: params.templateName, query })));
