import { AppError } from "@/lib/domain/errors";
import type { PlatformError } from "../platform-error";

/** The gateway's refusals as our API errors, by its error code; details carry what it said, never the token. */
export function smsToAppError(err: PlatformError): AppError {
  const details = { platform: err.toJSON() };
  const said = err.message;
  if (err.httpStatus === 0) return new AppError("SERVICE_UNAVAILABLE", "SMS gateway unreachable; try again", { reason: "platform_unreachable", ...details }, { "Retry-After": "5" });
  if (err.code === 21211 || err.code === 21614) return AppError.validation([{ path: "to", message: `is not a number the gateway can text (${said})`, in: "body" }]);
  if (err.code === 21610) return AppError.conflict(`The customer replied STOP to this number; the gateway will not text them until they reply START (${said})`, { reason: "recipient_opted_out", ...details });
  if (err.code === 21408 || err.code === 21612) return AppError.conflict(`The gateway cannot reach this number (${said})`, { reason: "recipient_unavailable", ...details });
  if (err.code === 20003 || err.httpStatus === 401) return new AppError("FORBIDDEN", "auth token rejected; reconnect the SMS channel", { reason: "channel_token_invalid", ...details });
  if (err.code === 20429 || err.httpStatus === 429) return new AppError("TOO_MANY_REQUESTS", "SMS gateway rate limit reached; retry shortly", { reason: "platform_throttled", ...details }, { "Retry-After": "5" });
  if (err.httpStatus === 400) return new AppError("VALIDATION_ERROR", `request: refused by the SMS gateway (${said})`, { fields: [{ path: "request", message: said, in: "body" }], ...details });
  if (err.httpStatus >= 500) return new AppError("SERVICE_UNAVAILABLE", "SMS gateway temporarily unavailable; try again", { reason: "platform_unavailable", ...details }, { "Retry-After": "5" });
  return new AppError("BAD_GATEWAY", `SMS gateway error (${said})`, { reason: "platform_error", ...details });
}
