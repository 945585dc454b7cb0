import { publicApi } from "@/lib/http/api";
import { receiveWebEventRoute } from "@/lib/web-events/routes";
import { receiveWebEvent } from "@/lib/web-events/receive";

// The wrapper must not parse the body: the signature is checked over the raw bytes first.
const rawBodyContract = { ...receiveWebEventRoute, body: undefined };

// POST /api/webhook/web-events/{integrationId} - a website posts a JSON event
export const POST = publicApi(rawBodyContract, ({ req, params }) => receiveWebEvent(req, params.integrationId));
