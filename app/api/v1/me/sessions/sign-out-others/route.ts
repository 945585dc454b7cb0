import { api } from "@/lib/http/api";
import { signOutOtherSessions } from "@/lib/account/profile";
import { signOutOthersRoute } from "@/lib/account/routes";
import { keepThisSession } from "@/lib/account/keep-session";

// POST /api/v1/me/sessions/sign-out-others - end every other session of the caller
export const POST = api(signOutOthersRoute, async ({ ctx, req }) => keepThisSession(req, ctx, await signOutOtherSessions({ ctx })));
