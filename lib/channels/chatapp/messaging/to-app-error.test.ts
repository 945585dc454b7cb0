import { describe, expect, it } from "vitest";
import { CloudApiError, parseCloudError } from "@/lib/channels/graph/cloud-api-error";
import { fieldFromPlatformText, toAppError } from "./to-app-error";

const graph = (code: number, message = `(#${code}) something`, details?: string, status = 400) =>
  parseCloudError(status, { error: { message, type: "OAuthException", code, ...(details ? { error_data: { messaging_product: "whatsapp", details } } : {}), fbtrace_id: "AbC" } });

describe("parseCloudError", () => {
  it("reads the Graph error object", () => {
    const err = parseCloudError(400, { error: { message: "(#131047) Re-engagement message", type: "OAuthException", code: 131047, error_subcode: 2494010, error_data: { details: "24h passed" }, fbtrace_id: "Az8" } });
    expect(err.toJSON()).toEqual({ httpStatus: 400, code: 131047, subcode: 2494010, message: "(#131047) Re-engagement message", details: "24h passed", fbtraceId: "Az8" });
    expect(err.retryable).toBe(false);
  });

  it("keeps only the status of a body that is not a Graph error", () => {
    expect(parseCloudError(503, "<html>").toJSON()).toMatchObject({ httpStatus: 503, code: null, message: "chatapp platform answered HTTP 503" });
    expect(parseCloudError(503, null).retryable).toBe(true);
  });
});

describe("fieldFromPlatformText", () => {
  it.each([
    ["(#100) Param text['body'] must be at most 4096 characters long.", "body"],
    ["Parameter interactive['action']['buttons'][1]['reply']['title'] is too long", "buttons.1.title"],
    ["Param interactive['action']['button'] is required", "buttonText"],
    ["(#100) Invalid parameter Param image['link'] is not a valid URI.", "mediaUrl"],
    ["Param document['filename'] is invalid", "filename"],
    ["Param template['language']['code'] is invalid", "languageCode"],
    ["Param location['latitude'] must be a number", "latitude"],
    ["Param interactive['action']['parameters']['display_text'] too long", "displayText"],
  ])("%s → %s", (text, field) => expect(fieldFromPlatformText(text)).toBe(field));

  it("answers null when the platform names no parameter", () => {
    expect(fieldFromPlatformText("(#100) Invalid parameter")).toBeNull();
  });
});

describe("toAppError", () => {
  it.each([
    [graph(131026), 400, "VALIDATION_ERROR", "to"],
    [graph(131030), 400, "VALIDATION_ERROR", "to"],
    [graph(132001, "(#132001) Template name does not exist in the translation"), 400, "VALIDATION_ERROR", "templateName"],
    [graph(132000, "(#132000) Number of parameters does not match the expected number of params"), 400, "VALIDATION_ERROR", "components"],
    [graph(131053, "(#131053) Media upload error"), 400, "VALIDATION_ERROR", "mediaUrl"],
    [graph(131051, "(#131051) Unsupported message type"), 400, "VALIDATION_ERROR", "request"],
    [graph(100, "(#100) Invalid parameter", "Param interactive['footer']['text'] is too long"), 400, "VALIDATION_ERROR", "footer"],
  ])("bad input %# → 400 naming the field", (err, status, code, path) => {
    const app = toAppError(err);
    expect([app.status, app.code]).toEqual([status, code]);
    expect((app.details?.fields as { path: string }[])[0].path).toBe(path);
    expect(app.message.startsWith(`${path}: `)).toBe(true);
    expect(app.details?.platform).toMatchObject({ code: err.code, fbtraceId: "AbC" });
  });

  it.each([
    [graph(131047), 409, "CONFLICT", "window_requires_template"],
    [graph(190, "Error validating access token: Session has expired", undefined, 401), 403, "FORBIDDEN", "channel_token_invalid"],
    [graph(10, "(#10) Application does not have permission for this action", undefined, 403), 403, "FORBIDDEN", "channel_permission_denied"],
    [graph(200), 403, "FORBIDDEN", "channel_permission_denied"],
    [graph(368), 403, "FORBIDDEN", "channel_restricted"],
    [graph(131049), 409, "CONFLICT", "recipient_declined"],
    [graph(130429), 429, "TOO_MANY_REQUESTS", "platform_throttled"],
    [graph(131056), 429, "TOO_MANY_REQUESTS", "platform_throttled"],
    [graph(2, "(#2) Service temporarily unavailable", undefined, 503), 503, "SERVICE_UNAVAILABLE", "platform_unavailable"],
    [new CloudApiError({ httpStatus: 0, code: null, message: "chatapp platform unreachable: network error" }), 503, "SERVICE_UNAVAILABLE", "platform_unreachable"],
    [graph(1, "An unknown error has occurred.", undefined, 500), 502, "BAD_GATEWAY", "platform_error"],
    [graph(135000, "(#135000) Generic user error"), 502, "BAD_GATEWAY", "platform_error"],
  ])("%# → %i %s (%s)", (err, status, code, reason) => {
    const app = toAppError(err);
    expect([app.status, app.code, app.details?.reason]).toEqual([status, code, reason]);
  });

  it("throttling and outages tell the caller when to come back", () => {
    expect(toAppError(graph(130429)).headers).toEqual({ "Retry-After": "2" });
    expect(toAppError(new CloudApiError({ httpStatus: 0, code: null, message: "x" })).headers).toEqual({ "Retry-After": "5" });
  });
});
