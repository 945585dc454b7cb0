import { api } from "@/lib/http/api";
import { smsSegmentsRoute } from "@/lib/messaging/sms/routes";
import { countSmsSegments } from "@/lib/messaging/sms/send";

// POST /api/v1/sms/segments - the segments a text is billed as
export const POST = api(smsSegmentsRoute, ({ body }) => countSmsSegments({ input: body }));
