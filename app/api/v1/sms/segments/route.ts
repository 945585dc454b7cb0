import { api } from "@/lib/http/api";
import { smsSegmentsRoute } from "@/lib/channels/sms/messaging/routes";
import { countSmsSegments } from "@/lib/channels/sms/messaging/send";

// POST /api/v1/sms/segments - the segments a text is billed as
export const POST = api(smsSegmentsRoute, ({ body }) => countSmsSegments({ input: body }));
