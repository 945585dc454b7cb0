import { sendInboxId } from "@/lib/inboxes/schemas";
import { z } from "zod";
import { phoneSchema } from "@/lib/contacts/schemas";
import { httpsUrl, needsRecipient, recipientIssue } from "@/lib/channels/graph/send-fields";

// A concatenated SMS is at most 10 segments on most carriers: 1,530 GSM-7 or 670 UCS-2 characters.
export const SMS_MAX_CHARACTERS = 1600;

const smsText = z.string({ error: (i) => (i.input === undefined ? "is required" : "must be a string") }).trim().min(1, "is required").max(SMS_MAX_CHARACTERS, `must be at most ${SMS_MAX_CHARACTERS} characters`);

/**
 * POST /api/v1/sms/send (a path of our choosing, docs/decisions.md): a text, with up to 10
 * media URLs as MMS where the gateway and carrier carry them. `to` is a phone number (any
 * spacing; stored as digits); a number that never texted becomes, or finds, its contact.
 */
export const smsSendInput = z
  .object({
    to: phoneSchema.optional().meta({ description: "The customer's phone number; required unless conversationId is given" }),
    conversationId: z.string().trim().min(1).max(100).optional(),
    inboxId: sendInboxId,
    text: smsText,
    mediaUrls: z.array(httpsUrl, { error: "must be an array" }).max(10, "must hold at most 10 URLs").optional(),
  })
  .refine(needsRecipient, recipientIssue)
  .meta({ id: "SmsSendInput", example: { to: "+1 415 555 0134", text: "Your table for 4 is booked for 8 pm. Reply STOP to opt out." } });
export type SmsSendInput = z.infer<typeof smsSendInput>;

export const smsSegmentsInput = z.object({ text: z.string({ error: (i) => (i.input === undefined ? "is required" : "must be a string") }).max(SMS_MAX_CHARACTERS, `must be at most ${SMS_MAX_CHARACTERS} characters`) }).meta({ id: "SmsSegmentsInput" });

export const smsSegmentsSchema = z
  .object({
    encoding: z.enum(["GSM-7", "UCS-2"]),
    segments: z.number(),
    characters: z.number(),
    nonGsmCharacters: z.array(z.string()).meta({ description: "Characters that force UCS-2; replacing them lets a segment hold 160 characters instead of 70" }),
  })
  .meta({ id: "SmsSegments" });
