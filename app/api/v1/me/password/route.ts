import { api } from "@/lib/http/api";
import { changePassword } from "@/lib/account/profile";
import { changePasswordRoute } from "@/lib/account/routes";
import { keepThisSession } from "@/lib/account/keep-session";

// POST /api/v1/me/password - change your own password (ends your other sessions)
export const POST = api(changePasswordRoute, async ({ ctx, body, req }) => keepThisSession(req, ctx, await changePassword({ ctx, input: body })));
