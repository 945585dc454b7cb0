import { AppError } from "@/lib/domain/errors";
import { CloudApiError } from "@/lib/channels/graph/cloud-api-error";
import type { PlatformError } from "../platform-error";

const THROTTLE_CODES = new Set([4, 17, 32, 613, 80002, 80006]);
// Outside the allowed window (Messenger 2018278, Instagram 2534022).
const WINDOW_SUBCODES = new Set([2018278, 2534022]);

/**
 * Graph Send API errors (Messenger Platform, Instagram messaging) as our API errors. The
 * platform's code and subcode decide; details carry what the platform said, never the token.
 */
export function graphToAppError(platformError: PlatformError, platform: string): AppError {
  const err = CloudApiError.fromGraph(platformError, platform);
  const details = { platform: err.toJSON() };
  const said = err.details ? `${err.message}: ${err.details}` : err.message;
  const code = err.code ?? -1;
  if (err.httpStatus === 0) return new AppError("SERVICE_UNAVAILABLE", `${platform} platform unreachable; try again`, { reason: "platform_unreachable", ...details }, { "Retry-After": "5" });
  if (err.subcode !== null && WINDOW_SUBCODES.has(err.subcode)) return AppError.conflict(`The ${platform} platform refused: outside the messaging window (${said})`, { reason: "window_closed", ...details });
  if (code === 551 || err.subcode === 2018001 || err.subcode === 2018108)
    return AppError.conflict(`The ${platform} platform cannot reach this person (${said})`, { reason: "recipient_unavailable", ...details });
  if (THROTTLE_CODES.has(code)) return new AppError("TOO_MANY_REQUESTS", `${platform} platform rate limit reached; retry shortly`, { reason: "platform_throttled", ...details }, { "Retry-After": "60" });
  if (code === 190) return new AppError("FORBIDDEN", `page access token rejected; reconnect the ${platform} channel`, { reason: "channel_token_invalid", ...details });
  if (code === 10 || code === 3 || (code >= 200 && code <= 299)) return new AppError("FORBIDDEN", "the page access token lacks a permission the platform requires", { reason: "channel_permission_denied", ...details });
  if (code === 100) return new AppError("VALIDATION_ERROR", `request: refused by the ${platform} platform (${said})`, { fields: [{ path: "request", message: said, in: "body" }], ...details });
  if (code === 1 || code === 2 || err.httpStatus >= 500) return new AppError("SERVICE_UNAVAILABLE", `${platform} platform temporarily unavailable; try again`, { reason: "platform_unavailable", ...details }, { "Retry-After": "5" });
  return new AppError("BAD_GATEWAY", `${platform} platform error (${said})`, { reason: "platform_error", ...details });
}
