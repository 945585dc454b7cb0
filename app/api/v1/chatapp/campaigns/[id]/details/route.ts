import { api } from "@/lib/http/api";
import { campaignDetails } from "@/lib/campaigns/details";
import { detailsRoute } from "@/lib/campaigns/routes";

// GET /api/v1/chatapp/campaigns/{id}/details - progress, rate and ETA
export const GET = api(detailsRoute, ({ ctx, params }) => campaignDetails({ ctx, id: params.id }));
