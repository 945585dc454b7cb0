import { api } from "@/lib/http/api";
import { createCampaign } from "@/lib/campaigns/create-campaign";
import { listCampaigns } from "@/lib/campaigns/list-campaigns";
import { createCampaignRoute, listCampaignsRoute } from "@/lib/campaigns/routes";

// GET /api/v1/chatapp/campaigns - list campaigns
export const GET = api(listCampaignsRoute, ({ ctx, query }) => listCampaigns({ ctx, query }));

// POST /api/v1/chatapp/campaigns - create a campaign
export const POST = api(createCampaignRoute, ({ ctx, body }) => createCampaign({ ctx, input: body }));
