import { api } from "@/lib/http/api";
import { campaignAnalytics } from "@/lib/campaigns/analytics";
import { analyticsRoute } from "@/lib/campaigns/routes";

// GET /api/v1/chatapp/campaigns/{id}/analytics - link clicks
export const GET = api(analyticsRoute, ({ ctx, params }) => campaignAnalytics({ ctx, id: params.id }));
