import "server-only";
import type { ChannelProvider, SendMeta, StoredConnection } from "../types";
import { openSecrets } from "./secrets";
import { platformIdOf } from "./message-ids";
import { composeEmail, type OutboundEmail } from "./outbound";
import { smtpError, withSmtp, type SmtpSettings } from "./transport";

export const smtpSettingsOf = (ids: Record<string, string>, password: string): SmtpSettings => ({
  host: ids.smtpHost,
  port: Number(ids.smtpPort) || 587,
  security: (ids.smtpSecurity as SmtpSettings["security"]) || "starttls",
  user: ids.smtpUser,
  password,
});

const smtpOf = (conn: StoredConnection) => smtpSettingsOf(conn.identifiers, openSecrets(conn.accessToken).smtpPassword);

const fromOf = (conn: StoredConnection) => ({ address: conn.identifiers.address, name: conn.identifiers.fromName || null });

/**
 * Sends over the inbox's SMTP server, or, in the sandbox, composes the same email and
 * accepts it without a server (email has no delivery receipts to simulate). Either way the
 * stored message keeps the subject and thread headers it went with.
 */
export function emailProvider(conn: StoredConnection): ChannelProvider {
  const from = fromOf(conn);
  return {
    async send(body, meta?: SendMeta) {
      if (!meta) throw new Error("an email is sent as a stored message (its id makes the Message-ID)");
      const { mail, stored } = await composeEmail(from, body as unknown as OutboundEmail, { ...meta, companyId: conn.companyId });
      if (conn.mode === "live") await withSmtp(smtpOf(conn), (t) => t.sendMail(mail));
      return { platformMessageId: platformIdOf(from.address, stored.messageId), content: stored };
    },
    async check() {
      if (conn.mode === "sandbox") return { ok: true, message: "The sandbox accepts every email (nothing leaves the service)" };
      try {
        await withSmtp(smtpOf(conn), (t) => t.verify());
        return { ok: true, message: "The mail server accepted the SMTP user and password", details: { smtpHost: conn.identifiers.smtpHost } };
      } catch (err) {
        const e = smtpError(err);
        return { ok: false, message: e.message, details: e.toJSON() };
      }
    },
  };
}
