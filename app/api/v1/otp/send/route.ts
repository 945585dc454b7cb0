import { api } from "@/lib/http/api";
import { sendOtpRoute } from "@/lib/otp/routes";
import { sendOtp } from "@/lib/otp/send-otp";

// POST /api/v1/otp/send - send a one-time code by chatapp or SMS
export const POST = api(sendOtpRoute, ({ ctx, body }) => sendOtp({ ctx, input: body }));
