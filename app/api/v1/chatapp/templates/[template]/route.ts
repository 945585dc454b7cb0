import { api } from "@/lib/http/api";
import { deleteTemplate } from "@/lib/templates/delete-template";
import { getTemplate } from "@/lib/templates/read-templates";
import { deleteTemplateRoute, getTemplateRoute } from "@/lib/templates/routes";

// GET /api/v1/chatapp/templates/{template} - get a template (by id) with its status history
export const GET = api(getTemplateRoute, ({ ctx, params }) => getTemplate({ ctx, id: params.template }));

// DELETE /api/v1/chatapp/templates/{template} - delete every language (by name), on the platform and here
export const DELETE = api(deleteTemplateRoute, ({ ctx, params }) => deleteTemplate({ ctx, name: params.template }));
