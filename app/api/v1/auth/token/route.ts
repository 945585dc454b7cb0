import { publicApi } from "@/lib/http/api";
import { clientIp } from "@/lib/http/client-ip";
import { signAccessToken } from "@/lib/auth/jwt";
import { checkCredentials } from "@/lib/auth/sign-in";
import { issueJwtRoute } from "@/lib/system/routes";

// POST /api/v1/auth/token - exchange email and password for a short-lived JWT
export const POST = publicApi(issueJwtRoute, async ({ body, req, requestId }) => {
  const user = await checkCredentials(body.email, body.password, clientIp(req), { via: "jwt", requestId, userAgent: req.headers.get("user-agent")?.slice(0, 512) });
  return signAccessToken(user);
});
