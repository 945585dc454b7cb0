import { publicApi } from "@/lib/http/api";
import { checkHealth } from "@/lib/system/health";
import { healthRoute } from "@/lib/system/routes";

export const dynamic = "force-dynamic";

// GET /api/health - 200 once the database answers, 503 when it does not within about a second
export const GET = publicApi(healthRoute, () => checkHealth());
