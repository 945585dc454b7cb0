import { z } from "zod";

export const SMTP_SECURITY = ["starttls", "tls", "none"] as const;

/** PUT /api/v1/channels/email; browser-safe, so the dashboard's connect form checks the same. */
export const connectEmailInput = z
  .object({
    address: z.email({ error: "must be an email address" }).trim().toLowerCase().max(254, "must be at most 254 characters").meta({ description: "The mailbox customers write to and replies come from" }),
    fromName: z.string().trim().max(100, "must be at most 100 characters").optional().meta({ description: "The name replies are sent under (the inbox's name when left out)" }),
    smtpHost: z
      .string({ error: "is required" })
      .trim()
      .min(1, "is required")
      .max(253, "must be at most 253 characters")
      .regex(/^[A-Za-z0-9.-]+$/, "must be a host name or IPv4 address"),
    smtpPort: z.coerce.number({ error: "must be a port number" }).int("must be a whole number").min(1, "must be 1 to 65535").max(65_535, "must be 1 to 65535").default(587),
    smtpSecurity: z.enum(SMTP_SECURITY, { error: `must be one of ${SMTP_SECURITY.join(", ")}` }).default("starttls").meta({ description: "starttls (port 587), tls (port 465) or none (only for a server on the allow-list)" }),
    smtpUser: z.string({ error: "is required" }).trim().min(1, "is required").max(254, "must be at most 254 characters"),
    smtpPassword: z.string({ error: "is required" }).min(1, "is required").max(1024, "must be at most 1024 characters"),
    inboundPassword: z
      .string({ error: "is required" })
      .min(16, "must be at least 16 characters")
      .max(200, "must be at most 200 characters")
      .regex(/^[\x21-\x7e]+$/, "must be printable ASCII without spaces (it goes into a URL)")
      .meta({ description: "The password of the inbound-parse webhook (basic auth, or ?token=); stored encrypted, never shown again" }),
  })
  .meta({ id: "ConnectEmailInput" });
export type ConnectEmailInput = z.infer<typeof connectEmailInput>;

const full = z.object({ Email: z.string(), Name: z.string().optional().default(""), MailboxHash: z.string().optional() });

/**
 * The inbound-parse webhook's JSON, in Postmark's documented shape (only the fields read).
 * Attachments come base64-encoded in the body.
 */
export const inboundEmailSchema = z.object({
  From: z.string().optional(),
  FromName: z.string().optional(),
  FromFull: full,
  To: z.string().optional(),
  ToFull: z.array(full).optional().default([]),
  Cc: z.string().optional(),
  CcFull: z.array(full).optional().default([]),
  OriginalRecipient: z.string().optional(),
  Subject: z.string().optional().default(""),
  MessageID: z.string().min(1, "is required"),
  ReplyTo: z.string().optional(),
  Date: z.string().optional(),
  TextBody: z.string().optional().default(""),
  HtmlBody: z.string().optional().default(""),
  StrippedTextReply: z.string().optional(),
  Headers: z.array(z.object({ Name: z.string(), Value: z.string() })).optional().default([]),
  Attachments: z
    .array(z.object({ Name: z.string(), Content: z.string(), ContentType: z.string(), ContentLength: z.number().optional(), ContentID: z.string().optional() }))
    .optional()
    .default([]),
});
export type InboundEmail = z.infer<typeof inboundEmailSchema>;
