import "server-only";
import { providerFor } from "@/lib/channels/chatapp/provider";
import { requireChatappConnection } from "@/lib/channels/chatapp/connection";
import type { Ctx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import { platformCall, readUploadInput } from "@/lib/channels/chatapp/messaging/upload-media";
import type { UploadMediaInput } from "@/lib/channels/chatapp/messaging/send-schemas";
import { env } from "@/lib/config/env";

const EXTENSIONS: Record<string, string> = { "image/jpeg": "jpg", "image/png": "png", "video/mp4": "mp4", "video/3gpp": "3gp", "application/pdf": "pdf" };

/** A review sample through the platform's resumable upload: same checks as media uploads. */
export async function uploadForTemplate({ ctx, input }: { ctx: Ctx; input: UploadMediaInput }) {
  const conn = await requireChatappConnection(ctx);
  // A setup gap, not a platform outage: say which setting is missing instead of "unreachable".
  if (conn.mode === "live" && !env().CHATAPP_APP_ID) {
    throw new AppError("SERVICE_UNAVAILABLE", "Template media samples need the platform app's id: set CHATAPP_APP_ID on the server", { reason: "chatapp_app_id_missing" });
  }
  const file = await readUploadInput(input);
  const filename = input.filename ?? `sample.${EXTENSIONS[file.mimeType] ?? "bin"}`;
  const { handle } = await platformCall(() => providerFor(conn).templates.uploadSample({ ...file, filename }));
  return { handle, mediaType: input.mediaType, mimeType: file.mimeType, bytes: file.bytes.length };
}
