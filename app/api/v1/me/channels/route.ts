import { api } from "@/lib/http/api";
import { myChannels } from "@/lib/channels/my-channels";
import { myChannelsRoute } from "@/lib/channels/routes";

// GET /api/v1/me/channels - every channel's connection status
export const GET = api(myChannelsRoute, ({ ctx }) => myChannels({ ctx }));
