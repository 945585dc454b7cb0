import { api } from "@/lib/http/api";
import { useChannelSandboxRoute } from "@/lib/channels/routes";
import { useChannelSandbox } from "@/lib/channels/manage-connection";

export const POST = api(useChannelSandboxRoute, ({ ctx, params }) => useChannelSandbox({ ctx, input: params }));
