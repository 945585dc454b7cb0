import { api } from "@/lib/http/api";
import { syncTemplatesRoute } from "@/lib/templates/routes";
import { syncTemplates } from "@/lib/templates/sync-templates";

// POST /api/v1/chatapp/templates/sync - sync templates and review status from the platform
export const POST = api(syncTemplatesRoute, ({ ctx }) => syncTemplates({ ctx }));
