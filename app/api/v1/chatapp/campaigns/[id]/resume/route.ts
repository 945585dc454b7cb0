import { api } from "@/lib/http/api";
import { resumeCampaign } from "@/lib/campaigns/change-state";
import { resumeCampaignRoute } from "@/lib/campaigns/routes";

// POST /api/v1/chatapp/campaigns/{id}/resume - resume a paused campaign
export const POST = api(resumeCampaignRoute, ({ ctx, params }) => resumeCampaign({ ctx, id: params.id }));
