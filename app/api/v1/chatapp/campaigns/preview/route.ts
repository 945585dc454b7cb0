import { api } from "@/lib/http/api";
import { previewCampaign } from "@/lib/campaigns/preview";
import { previewCampaignRoute } from "@/lib/campaigns/routes";

// POST /api/v1/chatapp/campaigns/preview - audience size and cost without creating
export const POST = api(previewCampaignRoute, ({ ctx, body }) => previewCampaign({ ctx, input: body }));
