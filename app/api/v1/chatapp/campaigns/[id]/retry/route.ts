import { api } from "@/lib/http/api";
import { retryCampaign } from "@/lib/campaigns/retry-campaign";
import { retryCampaignRoute } from "@/lib/campaigns/routes";

// POST /api/v1/chatapp/campaigns/{id}/retry - send again to failed recipients
export const POST = api(retryCampaignRoute, ({ ctx, params, body }) => retryCampaign({ ctx, id: params.id, input: body }));
