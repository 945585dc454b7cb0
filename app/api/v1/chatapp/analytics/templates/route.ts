import { api } from "@/lib/http/api";
import { analyticsTemplatesRoute } from "@/lib/analytics/routes";
import { getTemplates } from "@/lib/analytics/get-templates";

// GET /api/v1/chatapp/analytics/templates - template performance
export const GET = api(analyticsTemplatesRoute, ({ ctx, query }) => getTemplates({ ctx, input: query }));
