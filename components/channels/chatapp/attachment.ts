import { isAllowedMime, MEDIA_LIMITS } from "@/lib/channels/chatapp/messaging/media-limits";
import type { MediaType } from "@/lib/channels/chatapp/messaging/send-fields";

/** The chatapp media type a picked file is sent as, from its MIME type. */
export function mediaTypeOf(file: File): MediaType {
  const major = file.type.split("/")[0];
  return major === "image" || major === "video" || major === "audio" ? major : "document";
}

/** Why the platform would refuse this file, checked before uploading it; null when it fits. */
export function attachmentProblem(file: File): string | null {
  const type = mediaTypeOf(file);
  const limits = MEDIA_LIMITS[type];
  if (!file.type || !isAllowedMime(type, file.type)) return `${file.name}: ${file.type || "this file type"} can’t be sent as ${type}; use ${limits.mimeTypes.join(", ")}`;
  if (file.size > limits.maxBytes) return `${file.name} is larger than ${limits.maxBytes / 1024 / 1024} MB, the limit for ${type}`;
  if (file.size === 0) return `${file.name} is empty`;
  return null;
}

/** The `accept` list of the file picker: every type some media kind takes. */
export const ACCEPT = Object.values(MEDIA_LIMITS)
  .flatMap((l) => l.mimeTypes)
  .join(",");
