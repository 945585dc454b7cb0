import { api } from "@/lib/http/api";
import { cancelCampaign } from "@/lib/campaigns/change-state";
import { cancelCampaignRoute } from "@/lib/campaigns/routes";

// POST /api/v1/chatapp/campaigns/{id}/cancel - cancel an unfinished campaign
export const POST = api(cancelCampaignRoute, ({ ctx, params }) => cancelCampaign({ ctx, id: params.id }));
