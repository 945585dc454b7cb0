import { api } from "@/lib/http/api";
import { renameParam } from "@/lib/http/rename-param";
import { deleteTemplate } from "@/lib/templates/delete-template";
import { getTemplate } from "@/lib/templates/read-templates";
import { deleteTemplateRoute, getTemplateRoute } from "@/lib/templates/routes";

// GET /api/v1/chatapp/templates/{templateId} - get a template with its status history
export const GET = api(getTemplateRoute, ({ ctx, params }) => getTemplate({ ctx, id: params.templateId }));

// DELETE /api/v1/chatapp/templates/{templateName} - delete every language, on the platform and here
export const DELETE = renameParam("templateId", "templateName", api(deleteTemplateRoute, ({ ctx, params }) => deleteTemplate({ ctx, name: params.templateName })));
