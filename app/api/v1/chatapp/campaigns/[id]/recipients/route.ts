import { api } from "@/lib/http/api";
import { listRecipients } from "@/lib/campaigns/recipients";
import { recipientsRoute } from "@/lib/campaigns/routes";

// GET /api/v1/chatapp/campaigns/{id}/recipients - list a campaign's recipients
export const GET = api(recipientsRoute, ({ ctx, params, query }) => listRecipients({ ctx, id: params.id, query }));
