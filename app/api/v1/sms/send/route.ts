import { api } from "@/lib/http/api";
import { smsSendRoute } from "@/lib/channels/sms/messaging/routes";
import { sendSms } from "@/lib/channels/sms/messaging/send";

// POST /api/v1/sms/send - an SMS or MMS through the connected gateway
export const POST = api(smsSendRoute, ({ ctx, body }) => sendSms({ ctx, input: body }));
