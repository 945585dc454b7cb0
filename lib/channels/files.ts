import "server-only";
import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { channelFiles } from "@/db/schema";
import { dbOf, type Ctx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import { inCompany } from "@/lib/domain/tenancy";
import { fileResponse } from "@/lib/http/file-response";
import { channelKey, type ChannelType } from "./keys";
import type { HandedFile } from "./types";

/** A handed file's id, chosen when the callback is parsed: the same bytes under the same name in one inbox are one file. */
export const channelFileId = (routingId: string, name: string, data: Buffer) => `chf_${createHash("sha256").update(routingId).update("\0").update(name).update("\0").update(data).digest("hex").slice(0, 32)}`;

/** Where the inbox loads a handed file. */
export const channelFileUrl = (channel: ChannelType, id: string) => `/api/v1/channels/${channelKey(channel)}/files/${id}`;

/** The files of stored messages, under the ids the messages name; a file kept before is left as it is. */
export async function keepHandedFiles(tx: DbOrTx, to: { companyId: string; channel: ChannelType }, files: HandedFile[]): Promise<void> {
  if (!files.length) return;
  await tx
    .insert(channelFiles)
    .values(files.map((f) => ({ companyId: to.companyId, id: f.id, channel: to.channel, name: f.name, mimeType: f.mimeType, size: f.data.length, sha256: createHash("sha256").update(f.data).digest("hex"), data: f.data })))
    .onConflictDoNothing();
}

/** GET /api/v1/channels/{channel}/files/{fileId}: the file as a download (an image inline), never sniffed. */
export async function channelFileDownload({ ctx, input }: { ctx: Ctx; input: { channel: string; fileId: string } }) {
  const [row] = await dbOf(ctx)
    .select()
    .from(channelFiles)
    .where(inCompany(channelFiles, ctx, and(eq(channelFiles.id, input.fileId), eq(channelFiles.channel, input.channel.toUpperCase() as ChannelType))));
  if (!row) throw AppError.notFound("File");
  return fileResponse(row);
}
