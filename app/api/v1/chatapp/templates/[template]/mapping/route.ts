import { api } from "@/lib/http/api";
import { updateTemplateMappingRoute } from "@/lib/templates/routes";
import { updateTemplateMapping } from "@/lib/templates/update-mapping";

// PATCH /api/v1/chatapp/templates/{template}/mapping - replace the variable mapping (by name; platform not called)
export const PATCH = api(updateTemplateMappingRoute, ({ ctx, params, query, body }) =>
  updateTemplateMapping({ ctx, name: params.template, language: query.language, mapping: body.variableMapping }),
);
