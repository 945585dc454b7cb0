import { api } from "@/lib/http/api";
import { pauseCampaign } from "@/lib/campaigns/change-state";
import { pauseCampaignRoute } from "@/lib/campaigns/routes";

// POST /api/v1/chatapp/campaigns/{id}/pause - pause a running campaign
export const POST = api(pauseCampaignRoute, ({ ctx, params }) => pauseCampaign({ ctx, id: params.id }));
