import { api } from "@/lib/http/api";
import { runCampaign } from "@/lib/campaigns/run-campaign";
import { runCampaignRoute } from "@/lib/campaigns/routes";

// POST /api/v1/chatapp/campaigns/{id}/run - start sending
export const POST = api(runCampaignRoute, ({ ctx, params }) => runCampaign({ ctx, id: params.id }));
