import { api } from "@/lib/http/api";
import { deleteCampaign } from "@/lib/campaigns/delete-campaign";
import { getCampaignOrThrow } from "@/lib/campaigns/get-campaign";
import { deleteCampaignRoute, getCampaignRoute, updateCampaignRoute } from "@/lib/campaigns/routes";
import { updateCampaign } from "@/lib/campaigns/update-campaign";

// GET /api/v1/chatapp/campaigns/{id} - get a campaign
export const GET = api(getCampaignRoute, ({ ctx, params }) => getCampaignOrThrow({ ctx, id: params.id }));

// PUT /api/v1/chatapp/campaigns/{id} - update a DRAFT or SCHEDULED campaign
export const PUT = api(updateCampaignRoute, ({ ctx, params, body }) => updateCampaign({ ctx, id: params.id, input: body }));

// DELETE /api/v1/chatapp/campaigns/{id} - delete a campaign that is not running
export const DELETE = api(deleteCampaignRoute, ({ ctx, params }) => deleteCampaign({ ctx, id: params.id }));
