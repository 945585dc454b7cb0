import { api } from "@/lib/http/api";
import { channelFileDownload } from "@/lib/channels/files";
import { channelFileRoute } from "@/lib/channels/routes";

// GET /api/v1/channels/{channel}/files/{fileId} - a file the platform handed over, for the inbox
export const GET = api(channelFileRoute, ({ ctx, params }) => channelFileDownload({ ctx, input: params }));
