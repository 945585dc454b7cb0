import { AppError } from "@/lib/domain/errors";
import type { PlatformError } from "../platform-error";

/**
 * Bot API refusals as our API errors, decided by the platform's error_code and description;
 * details carry what the platform said (never the token, which lives in the URL).
 */
export function botchatToAppError(err: PlatformError): AppError {
  const details = { platform: err.toJSON() };
  const said = err.message;
  if (err.httpStatus === 0) return new AppError("SERVICE_UNAVAILABLE", "botchat platform unreachable; try again", { reason: "platform_unreachable", ...details }, { "Retry-After": "5" });
  if (err.code === 429) {
    const after = /retry after (\d+)/.exec(err.details ?? "")?.[1] ?? "5";
    return new AppError("TOO_MANY_REQUESTS", `botchat platform rate limit reached; retry in ${after} s`, { reason: "platform_throttled", ...details }, { "Retry-After": after });
  }
  if (err.code === 401) return new AppError("FORBIDDEN", "bot token rejected; reconnect the botchat channel", { reason: "channel_token_invalid", ...details });
  if (err.code === 403) return AppError.conflict(`The botchat platform cannot reach this person (${said})`, { reason: "recipient_unavailable", ...details });
  if (err.code === 400 && /chat not found/i.test(said)) return AppError.validation([{ path: "to", message: `is not a chat of this bot (${said})`, in: "body" }]);
  if (err.code === 400) return new AppError("VALIDATION_ERROR", `request: refused by the botchat platform (${said})`, { fields: [{ path: "request", message: said, in: "body" }], ...details });
  if (err.httpStatus >= 500) return new AppError("SERVICE_UNAVAILABLE", "botchat platform temporarily unavailable; try again", { reason: "platform_unavailable", ...details }, { "Retry-After": "5" });
  return new AppError("BAD_GATEWAY", `botchat platform error (${said})`, { reason: "platform_error", ...details });
}
