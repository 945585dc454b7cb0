import "server-only";
import nodemailer from "nodemailer";
import type SMTPTransport from "nodemailer/lib/smtp-transport";
import { checkTarget, UnsafeTargetError } from "@/lib/net/public-address";
import { PlatformError } from "../platform-error";

export interface SmtpSettings {
  host: string;
  port: number;
  security: "starttls" | "tls" | "none";
  user: string;
  password: string;
}

/**
 * An SMTP connection to the company's mail server. The host is checked like a webhook target
 * (only public addresses, unless it is on WEBHOOKS_ALLOWED_TARGETS) and the vetted address is
 * the one dialled, so a name cannot be re-pointed at a private one between the check and the
 * call; TLS still verifies the certificate against the name. Plain SMTP only for allow-listed
 * servers (development and tests).
 */
export async function smtpTransport(s: SmtpSettings) {
  let target;
  try {
    target = await checkTarget(`https://${s.host}:${s.port}`);
  } catch (err) {
    if (err instanceof UnsafeTargetError) throw new PlatformError({ platform: "email", httpStatus: 400, code: "unsafe_host", message: `The SMTP host ${err.message}`, retryable: false });
    throw err;
  }
  if (s.security === "none" && !target.allowListed) throw new PlatformError({ platform: "email", httpStatus: 400, code: "plain_smtp", message: "SMTP without TLS is only for servers on the allow-list", retryable: false });
  const options: SMTPTransport.Options = {
    host: target.address ?? s.host,
    port: s.port,
    secure: s.security === "tls",
    requireTLS: s.security === "starttls",
    ignoreTLS: s.security === "none",
    auth: { user: s.user, pass: s.password },
    name: "localhost",
    tls: { servername: s.host },
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  };
  return nodemailer.createTransport(options);
}

/** One SMTP connection for one job (verify, send), closed whatever happens; a failure comes back as the neutral platform error. */
export async function withSmtp<T>(s: SmtpSettings, job: (transport: Awaited<ReturnType<typeof smtpTransport>>) => Promise<T>): Promise<T> {
  let transport: Awaited<ReturnType<typeof smtpTransport>> | undefined;
  try {
    transport = await smtpTransport(s);
    return await job(transport);
  } catch (err) {
    throw smtpError(err);
  } finally {
    transport?.close();
  }
}

/** An SMTP refusal as the neutral platform error: the reply code, and whether trying again may help (4xx). */
export function smtpError(err: unknown): PlatformError {
  if (err instanceof PlatformError) return err;
  const e = err as { responseCode?: number; code?: string; response?: string; message?: string };
  const code = e.responseCode ?? e.code ?? "smtp_error";
  const temporary = typeof e.responseCode === "number" ? e.responseCode < 500 : e.code !== "EAUTH";
  const message = (e.response ?? e.message ?? "The mail server refused the message").slice(0, 500);
  return new PlatformError({ platform: "email", httpStatus: e.code === "EAUTH" ? 401 : temporary ? 503 : 400, code, message, retryable: temporary });
}
