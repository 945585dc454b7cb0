import { api } from "@/lib/http/api";
import { validateTemplateRoute } from "@/lib/templates/routes";
import { validateTemplate } from "@/lib/templates/validate-template";

// POST /api/v1/chatapp/templates/validate - lint a template as the builder types
export const POST = api(validateTemplateRoute, ({ ctx, body }) => validateTemplate({ ctx, input: body }));
