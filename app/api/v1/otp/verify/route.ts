import { api } from "@/lib/http/api";
import { verifyOtpRoute } from "@/lib/otp/routes";
import { verifyOtp } from "@/lib/otp/verify-otp";

// POST /api/v1/otp/verify - check a one-time code
export const POST = api(verifyOtpRoute, ({ ctx, body }) => verifyOtp({ ctx, input: body }));
