import { z } from "zod";
import { connectEmailInput } from "@/lib/channels/email/schemas";
import type { LayerChannelConfig } from "../connect-config";

/** Email's connect form: the mailbox, its SMTP server for replies, and the inbound webhook's password. */
export const emailConnect: LayerChannelConfig = {
  channel: "email",
  title: "Email",
  connectNoun: "mailbox",
  connectHelp:
    "The address customers write to, and the SMTP server replies go out through (your mail provider's SMTP settings; port 587 with STARTTLS, or 465 with TLS). Choose an inbound password, then point your mail service's inbound webhook (Postmark: Servers → Inbound) at /api/channels/email/webhook?inbox=<address> on this service with that password as basic auth. Passwords are stored encrypted and never shown again.",
  fields: [
    { name: "address", label: "Address", description: "The mailbox customers write to, such as support@yourcompany.com", placeholder: "support@yourcompany.com" },
    { name: "fromName", label: "Sender name", optional: true, description: "The name replies are sent under" },
    { name: "smtpHost", label: "SMTP host", placeholder: "smtp.yourprovider.com" },
    { name: "smtpPort", label: "SMTP port", optional: true, placeholder: "587" },
    { name: "smtpSecurity", label: "SMTP security", optional: true, description: "starttls (port 587), tls (port 465)", placeholder: "starttls" },
    { name: "smtpUser", label: "SMTP user" },
    { name: "smtpPassword", label: "SMTP password", secret: true },
    { name: "inboundPassword", label: "Inbound webhook password", secret: true, description: "At least 16 characters; your mail service sends it with every inbound email" },
  ],
  schema: connectEmailInput as unknown as LayerChannelConfig["schema"],
  identifiers: [
    { key: "address", label: "Address" },
    { key: "fromName", label: "Sender name" },
    { key: "smtpHost", label: "SMTP host" },
  ],
  sandboxNote: "The sandbox composes every reply as it would be sent (subject, thread headers) and stores it without a mail server. Use “Simulate customer” in the inbox to receive emails.",
  simulate: {
    fromLabel: "Customer email",
    from: z.email({ error: "must be an email address" }).trim(),
    sampleFrom: () => `customer${Math.floor(100 + Math.random() * 900)}@example.org`,
    textMax: 100_000,
    intro: "Emails your sandbox mailbox as this customer would from their mail program.",
  },
};
