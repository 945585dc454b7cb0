import { z } from "zod";
import { base64Bytes, isAllowedMime, MEDIA_LIMITS } from "./media-limits";
import { httpUrl, issue, mediaType, text } from "./send-fields";

export const uploadMediaInput = z
  .object({
    mediaType,
    mediaUrl: httpUrl(2048).optional().meta({ description: "Fetched by the service (size, type and address checks); or send base64" }),
    base64: z.string({ error: "must be a string" }).optional().meta({ description: "The file as plain base64 (no data: prefix)" }),
    filename: text(240).regex(/^[^/\\]+$/, "must be a file name without a path").optional(),
    mimeType: z
      .string({ error: "must be a string" })
      .trim()
      .regex(/^[\w.+-]+\/[\w.+-]+(\s*;.*)?$/, "must be a MIME type such as image/jpeg")
      .optional()
      .meta({ description: "Required with base64; with mediaUrl the response's Content-Type is used when absent" }),
  })
  .superRefine((v, ctx) => {
    if (v.mediaUrl === undefined && v.base64 === undefined) issue(ctx, ["mediaUrl"], "is required (or send base64)");
    if (v.mediaUrl !== undefined && v.base64 !== undefined) issue(ctx, ["base64"], "send mediaUrl or base64, not both");
    if (v.mimeType !== undefined && !isAllowedMime(v.mediaType, v.mimeType))
      issue(ctx, ["mimeType"], `must be one of ${MEDIA_LIMITS[v.mediaType].mimeTypes.join(", ")} for ${v.mediaType}`);
    if (v.base64 === undefined) return;
    if (v.mimeType === undefined) issue(ctx, ["mimeType"], "is required with base64");
    const clean = v.base64.replace(/\s/g, "");
    if (!clean || clean.length % 4 !== 0 || !/^[A-Za-z0-9+/]+={0,2}$/.test(clean)) return issue(ctx, ["base64"], "must be base64-encoded bytes");
    const max = MEDIA_LIMITS[v.mediaType].maxBytes;
    if (base64Bytes(clean) > max) issue(ctx, ["base64"], `must decode to at most ${max / 1024 / 1024} MB for ${v.mediaType}`);
  })
  .meta({ id: "ChatappUploadMediaInput", description: "Uploads media to the platform and answers { mediaId } for media sends" });
