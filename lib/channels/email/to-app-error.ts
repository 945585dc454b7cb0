import { AppError } from "@/lib/domain/errors";
import type { PlatformError } from "../platform-error";

/** The mail server's refusals as our API errors, by its SMTP reply code; details carry what it said, never the password. */
export function emailToAppError(err: PlatformError): AppError {
  const details = { platform: err.toJSON() };
  const said = err.message;
  if (err.code === "unsafe_host" || err.code === "plain_smtp") return new AppError("VALIDATION_ERROR", `smtpHost: ${said}`, { fields: [{ path: "smtpHost", message: said, in: "body" }], ...details });
  if (err.httpStatus === 401 || err.code === "EAUTH" || err.code === 535) return new AppError("FORBIDDEN", "The mail server refused the SMTP user or password; reconnect the email inbox", { reason: "channel_token_invalid", ...details });
  if (err.code === 550 || err.code === 551 || err.code === 553 || err.code === 501) return AppError.validation([{ path: "to", message: `is refused by the mail server (${said})`, in: "body" }]);
  if (err.code === 552) return AppError.validation([{ path: "text", message: `is too large for the mail server (${said})`, in: "body" }]);
  if (err.httpStatus === 0 || err.code === "ECONNECTION" || err.code === "ETIMEDOUT" || err.code === "ESOCKET" || err.code === "EDNS")
    return new AppError("SERVICE_UNAVAILABLE", "Mail server unreachable; try again", { reason: "platform_unreachable", ...details }, { "Retry-After": "30" });
  if (err.retryable) return new AppError("SERVICE_UNAVAILABLE", `The mail server deferred the message; try again (${said})`, { reason: "platform_unavailable", ...details }, { "Retry-After": "30" });
  return new AppError("BAD_GATEWAY", `Mail server error (${said})`, { reason: "platform_error", ...details });
}
