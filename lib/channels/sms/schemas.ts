import { z } from "zod";

/** PUT /api/v1/channels/sms; browser-safe, so the dashboard's connect form checks the same. */
export const connectSmsInput = z
  .object({
    accountSid: z.string({ error: "is required" }).trim().regex(/^AC[0-9a-fA-F]{32}$/, "must be the gateway's account SID (AC and 32 hex digits)"),
    authToken: z.string({ error: "is required" }).trim().regex(/^[0-9a-fA-F]{32}$/, "must be the gateway's auth token (32 hex digits)"),
    phoneNumber: z
      .string({ error: "is required" })
      .trim()
      .regex(/^\+[1-9]\d{6,14}$/, "must be the account's number in E.164 (+ and 7 to 15 digits)")
      .meta({ description: "The account's number customers text and SMS go from" }),
  })
  .meta({ id: "ConnectSmsInput" });
