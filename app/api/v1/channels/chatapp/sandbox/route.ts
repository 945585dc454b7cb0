import { api } from "@/lib/http/api";
import { useChatappSandbox } from "@/lib/channels/chatapp/manage-connection";
import { useChatappSandboxRoute } from "@/lib/channels/routes";

// POST /api/v1/channels/chatapp/sandbox - switch to the simulator
export const POST = api(useChatappSandboxRoute, ({ ctx }) => useChatappSandbox({ ctx }));
