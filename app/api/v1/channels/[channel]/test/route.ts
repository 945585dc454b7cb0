import { api } from "@/lib/http/api";
import { testChannelRoute } from "@/lib/channels/routes";
import { testChannel } from "@/lib/channels/manage-connection";

export const POST = api(testChannelRoute, ({ ctx, params }) => testChannel({ ctx, input: params }));
