import { api } from "@/lib/http/api";
import { renameParam } from "@/lib/http/rename-param";
import { updateTemplateMappingRoute } from "@/lib/templates/routes";
import { updateTemplateMapping } from "@/lib/templates/update-mapping";

// PATCH /api/v1/chatapp/templates/{templateName}/mapping - replace the variable mapping (platform not called)
export const PATCH = renameParam(
  "templateId",
  "templateName",
  api(updateTemplateMappingRoute, ({ ctx, params, query, body }) => updateTemplateMapping({ ctx, name: params.templateName, language: query.language, mapping: body.variableMapping })),
);
