import { timingSafeEqual } from "node:crypto";

/**
 * What the inbox's sealed secret holds: the SMTP password and the inbound webhook's password,
 * both given by an admin when connecting and never shown again. A connection stored by the CLI
 * with a bare password has no inbound password, and its webhook refuses every call.
 */
export interface EmailSecrets {
  smtpPassword: string;
  inboundPassword: string | null;
}

export const sealableSecrets = (s: EmailSecrets) => JSON.stringify(s);

export function openSecrets(token: string | null): EmailSecrets {
  if (!token) return { smtpPassword: "", inboundPassword: null };
  try {
    const parsed = JSON.parse(token) as Partial<EmailSecrets>;
    if (parsed && typeof parsed.smtpPassword === "string") return { smtpPassword: parsed.smtpPassword, inboundPassword: parsed.inboundPassword ?? null };
  } catch {
    // a bare SMTP password
  }
  return { smtpPassword: token, inboundPassword: null };
}

/** The webhook's credentials: HTTP basic auth (any user name) or a `token` query parameter. */
export function inboundAuthorised(expected: string | null, headers: Headers, url: string): boolean {
  if (!expected) return false;
  const basic = /^basic\s+(.+)$/i.exec(headers.get("authorization") ?? "")?.[1];
  const given = basic ? Buffer.from(basic, "base64").toString("utf8").split(":").slice(1).join(":") : (new URL(url).searchParams.get("token") ?? "");
  return given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}
