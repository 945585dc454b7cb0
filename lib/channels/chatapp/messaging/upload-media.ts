import "server-only";
import { providerFor } from "@/lib/channels/chatapp/provider";
import { requireChatappConnection } from "@/lib/channels/chatapp/connection";
import type { Ctx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import { safeFetch } from "@/lib/net/safe-fetch";
import { UnsafeTargetError } from "@/lib/net/public-address";
import { CloudApiError } from "@/lib/channels/graph/cloud-api-error";
import { baseMimeType, isAllowedMime, MEDIA_LIMITS } from "./media-limits";
import type { UploadMediaInput } from "./send-schemas";
import { toAppError } from "./to-app-error";

const bad = (path: string, message: string) => AppError.validation([{ path, message, in: "body" }]);

/** The bytes behind mediaUrl: public addresses only, no redirects, the type's size limit. */
async function fetchMedia(input: UploadMediaInput) {
  const limit = MEDIA_LIMITS[input.mediaType].maxBytes;
  try {
    const res = await safeFetch(input.mediaUrl!, { timeoutMs: 15_000, maxBytes: limit, onOverflow: "error" });
    if (res.status < 200 || res.status >= 300) throw bad("mediaUrl", `answered HTTP ${res.status}${res.status >= 300 && res.status < 400 ? " (redirects are not followed)" : ""}`);
    const mimeType = input.mimeType ?? res.headers["content-type"] ?? "";
    return { bytes: res.body, mimeType };
  } catch (err) {
    if (err instanceof AppError) throw err;
    if (err instanceof UnsafeTargetError) throw bad("mediaUrl", err.message);
    const message = (err as Error).message ?? "could not be fetched";
    throw bad("mediaUrl", /larger than/i.test(message) ? `is larger than ${limit / 1024 / 1024} MB for ${input.mediaType}` : `could not be fetched: ${message}`);
  }
}

/** The upload's bytes (base64, or fetched from mediaUrl) with a type and size the platform takes. */
export async function readUploadInput(input: UploadMediaInput): Promise<{ bytes: Buffer; mimeType: string }> {
  const file = input.base64 !== undefined ? { bytes: Buffer.from(input.base64.replace(/\s/g, ""), "base64"), mimeType: input.mimeType! } : await fetchMedia(input);
  if (!isAllowedMime(input.mediaType, file.mimeType)) {
    throw bad(input.base64 !== undefined ? "mimeType" : "mediaUrl", `is ${baseMimeType(file.mimeType) || "of no declared type"}; ${input.mediaType} takes ${MEDIA_LIMITS[input.mediaType].mimeTypes.join(", ")}`);
  }
  if (file.bytes.length > MEDIA_LIMITS[input.mediaType].maxBytes) throw bad("mediaUrl", `is larger than the ${input.mediaType} limit`);
  return { bytes: file.bytes, mimeType: baseMimeType(file.mimeType) };
}

/** Platform errors as API errors; anything else goes on as it is. */
export async function platformCall<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (err instanceof CloudApiError) throw toAppError(err);
    throw err;
  }
}

/** POST /chatapp/media/upload: bytes from a URL or base64, checked, then handed to the platform. */
export async function uploadChatappMedia({ ctx, input }: { ctx: Ctx; input: UploadMediaInput }) {
  const conn = await requireChatappConnection(ctx);
  const file = await readUploadInput(input);
  return platformCall(() => providerFor(conn).uploadMedia({ ...file, filename: input.filename }));
}
