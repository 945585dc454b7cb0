import { api } from "@/lib/http/api";
import { createTemplate } from "@/lib/templates/create-template";
import { listTemplates } from "@/lib/templates/read-templates";
import { createTemplateRoute, listTemplatesRoute } from "@/lib/templates/routes";

// GET /api/v1/chatapp/templates - list templates
export const GET = api(listTemplatesRoute, ({ ctx, query }) => listTemplates({ ctx, query }));

// POST /api/v1/chatapp/templates - create a template and submit it for review
export const POST = api(createTemplateRoute, ({ ctx, body }) => createTemplate({ ctx, input: body }));
