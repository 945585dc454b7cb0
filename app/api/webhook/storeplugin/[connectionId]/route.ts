import { receiveStoreWebhookRoute } from "@/lib/ecommerce/routes";
import { receiveStoreWebhook } from "@/lib/ecommerce/webhook/receive";
import { publicApi } from "@/lib/http/api";

// The wrapper must not parse the body: the signature is checked over the raw bytes first.
const rawBodyContract = { ...receiveStoreWebhookRoute, body: undefined };

// POST /api/webhook/storeplugin/{connectionId} - a connected store posts a signed webhook
export const POST = publicApi(rawBodyContract, ({ req, params }) => receiveStoreWebhook(req, params.connectionId));
