import type { MediaType } from "./send-fields";

/**
 * What the Cloud API accepts per media type (types and maximum sizes). The upload route uses
 * it for base64 bodies and for files fetched from mediaUrl, so a bad file is refused before
 * it costs a platform call.
 */
export const MEDIA_LIMITS: Record<MediaType, { maxBytes: number; mimeTypes: readonly string[] }> = {
  image: { maxBytes: 5 * 1024 * 1024, mimeTypes: ["image/jpeg", "image/png"] },
  video: { maxBytes: 16 * 1024 * 1024, mimeTypes: ["video/mp4", "video/3gpp"] },
  audio: { maxBytes: 16 * 1024 * 1024, mimeTypes: ["audio/aac", "audio/amr", "audio/mpeg", "audio/mp4", "audio/ogg"] },
  document: {
    maxBytes: 100 * 1024 * 1024,
    mimeTypes: [
      "text/plain",
      "application/pdf",
      "application/msword",
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      "application/vnd.ms-excel",
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      "application/vnd.ms-powerpoint",
      "application/vnd.openxmlformats-officedocument.presentationml.presentation",
    ],
  },
};

/** `audio/ogg; codecs=opus` counts as audio/ogg. */
export function baseMimeType(mimeType: string): string {
  return mimeType.split(";")[0].trim().toLowerCase();
}

export function isAllowedMime(type: MediaType, mimeType: string): boolean {
  return MEDIA_LIMITS[type].mimeTypes.includes(baseMimeType(mimeType));
}

/** Decoded size of a base64 string without decoding it. */
export function base64Bytes(b64: string): number {
  const clean = b64.replace(/\s/g, "");
  const padding = clean.endsWith("==") ? 2 : clean.endsWith("=") ? 1 : 0;
  return Math.floor((clean.length * 3) / 4) - padding;
}
