import { AppError } from "@/lib/domain/errors";
import type { CloudApiError } from "@/lib/channels/graph/cloud-api-error";

/**
 * Platform errors as our API errors. The platform's code decides, not its HTTP status (it
 * answers 400 for throttling and for bad input alike). Details carry the platform's code,
 * message and trace id so support can quote them; they hold nothing secret.
 */

/** Where the platform points at a parameter, which field of our request that is. */
const PARAM_FIELDS: [RegExp, string | ((m: RegExpMatchArray) => string)][] = [
  [/^to$/, "to"],
  [/^text\.body/, "body"],
  [/^template\.name/, "templateName"],
  [/^template\.language/, "languageCode"],
  [/^template\.components/, "components"],
  [/^interactive\.header/, "header"],
  [/^interactive\.body/, "body"],
  [/^interactive\.footer/, "footer"],
  [/^interactive\.action\.buttons\.(\d+)\.reply\.(id|title)/, (m) => `buttons.${m[1]}.${m[2]}`],
  [/^interactive\.action\.buttons/, "buttons"],
  [/^interactive\.action\.button$/, "buttonText"],
  [/^interactive\.action\.sections/, "sections"],
  [/^interactive\.action\.parameters\.display_text/, "displayText"],
  [/^interactive\.action\.parameters\.url/, "url"],
  [/^interactive\.action\.parameters\.thumbnail_product_retailer_id/, "thumbnailProductRetailerId"],
  [/^interactive\.action\.catalog_id/, "catalogId"],
  [/^interactive\.action\.product_retailer_id/, "productRetailerId"],
  [/^(image|video|audio|document)\.link/, "mediaUrl"],
  [/^(image|video|audio|document)\.id/, "mediaId"],
  [/^(image|video|audio|document)\.(caption|filename)/, (m) => m[2]],
  [/^location\.(latitude|longitude|name|address)/, (m) => m[1]],
  [/^contacts/, "contacts"],
];

/** `Param interactive['action']['buttons'][0]['reply']['title'] ...` → buttons.0.title */
export function fieldFromPlatformText(text: string): string | null {
  for (const m of text.matchAll(/\bparam(?:eter)?\s+(?!param)([a-z_]+(?:\[[^\]]+\])*)/gi)) {
    const dotted = m[1].replace(/\[['"]?([^'"\]]+)['"]?\]/g, ".$1");
    for (const [re, field] of PARAM_FIELDS) {
      const hit = re.exec(dotted);
      if (hit) return typeof field === "string" ? field : field(hit);
    }
  }
  return null;
}

const TO_CODES = new Set([131026, 131030, 131021]);
const TEMPLATE_CODES = new Set([132000, 132005, 132007, 132012, 132015, 132016, 132068, 132069]);
const MEDIA_CODES = new Set([131052, 131053]);
const INPUT_CODES = new Set([100, 131008, 131009, 131051, 132001, ...TO_CODES, ...TEMPLATE_CODES, ...MEDIA_CODES]);
const THROTTLE_CODES = new Set([130429, 131056, 4, 80007, 131048]);
const TOKEN_CODES = new Set([0, 190]);
const PERMISSION_CODES = new Set([3, 10, 131005]);
const RESTRICTED_CODES = new Set([368, 131031, 131042]);
const RECIPIENT_DECLINES = new Set([131049, 131050]);

function inputField(err: CloudApiError): string {
  const code = err.code ?? 0;
  if (TO_CODES.has(code)) return "to";
  if (code === 132001) return "templateName";
  if (TEMPLATE_CODES.has(code)) return "components";
  if (MEDIA_CODES.has(code)) return "mediaUrl";
  return fieldFromPlatformText(`${err.message} ${err.details ?? ""}`) ?? "request";
}

export function toAppError(err: CloudApiError): AppError {
  const platform = err.toJSON();
  const said = err.details ? `${err.message}: ${err.details}` : err.message;
  const code = err.code ?? -1;
  if (err.httpStatus === 0) return new AppError("SERVICE_UNAVAILABLE", "chatapp platform unreachable; try again", { reason: "platform_unreachable", platform }, { "Retry-After": "5" });
  if (code === 131047)
    return AppError.conflict("More than 24 hours since the customer's last message: send a template", { reason: "window_requires_template", platform });
  if (INPUT_CODES.has(code)) {
    const path = inputField(err);
    return new AppError("VALIDATION_ERROR", `${path}: refused by the chatapp platform (${said})`, { fields: [{ path, message: said, in: "body" }], platform });
  }
  if (THROTTLE_CODES.has(code))
    return new AppError("TOO_MANY_REQUESTS", "chatapp platform throughput reached; retry shortly", { reason: "platform_throttled", platform }, { "Retry-After": "2" });
  if (TOKEN_CODES.has(code) || (err.httpStatus === 401 && err.code === null))
    return new AppError("FORBIDDEN", "channel access token rejected; reconnect the chatapp channel", { reason: "channel_token_invalid", platform });
  if (PERMISSION_CODES.has(code) || (code >= 200 && code <= 299))
    return new AppError("FORBIDDEN", "channel access token lacks a permission the platform requires", { reason: "channel_permission_denied", platform });
  if (RESTRICTED_CODES.has(code)) return new AppError("FORBIDDEN", `chatapp account restricted by the platform (${said})`, { reason: "channel_restricted", platform });
  if (RECIPIENT_DECLINES.has(code)) return AppError.conflict(`the platform did not deliver to this recipient (${said})`, { reason: "recipient_declined", platform });
  if (code === 2 || code === 131016 || err.httpStatus === 503)
    return new AppError("SERVICE_UNAVAILABLE", "chatapp platform temporarily unavailable; try again", { reason: "platform_unavailable", platform }, { "Retry-After": "5" });
  return new AppError("BAD_GATEWAY", `chatapp platform error (${said})`, { reason: "platform_error", platform });
}
