import "server-only";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { widgetFiles } from "@/db/schema";
import { dbOf, type Ctx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import { inCompany } from "@/lib/domain/tenancy";
import { newId } from "@/lib/ids";
import { WIDGET_FILE_LIMITS, type AttachmentInput } from "./schemas";
import { fileSignatureOk } from "./visitor-token";
import { fileResponse } from "@/lib/http/file-response";

export interface StoredFile {
  id: string;
  name: string;
  mimeType: string;
  size: number;
}

/**
 * A chat file, kept in PostgreSQL with its conversation's visitor (who may load it by a signed
 * link); the size is checked on the decoded bytes. `path` names the field in a 400.
 */
export async function storeFile(db: DbOrTx, companyId: string, visitorId: string, file: AttachmentInput, path: string): Promise<StoredFile> {
  const data = Buffer.from(file.base64, "base64");
  if (!data.length) throw AppError.validation([{ path: `${path}.base64`, message: "is empty", in: "body" }]);
  if (data.length > WIDGET_FILE_LIMITS.maxBytes) throw AppError.validation([{ path: `${path}.base64`, message: `must be at most ${WIDGET_FILE_LIMITS.maxBytes / 1024 / 1024} MB`, in: "body" }]);
  const id = newId("wf");
  await db.insert(widgetFiles).values({ companyId, id, visitorId, name: file.name, mimeType: file.mimeType, size: data.length, data });
  return { id, name: file.name, mimeType: file.mimeType, size: data.length };
}

export async function readFile(ctx: Pick<Ctx, "companyId" | "tx">, fileId: string) {
  const [row] = await dbOf(ctx).select().from(widgetFiles).where(inCompany(widgetFiles, ctx, eq(widgetFiles.id, fileId)));
  if (!row) throw AppError.notFound("File");
  return row;
}

/** How a file sits in a message's content (the inbox's media renderer reads mediaUrl). */
export function fileContent(f: StoredFile, caption: string | null) {
  return { mediaUrl: `/api/v1/webchat/files/${f.id}`, fileId: f.id, filename: f.name, mimeType: f.mimeType, size: f.size, caption };
}

export const fileMessageType = (mimeType: string) => (mimeType.startsWith("image/") ? "image" : "document");

/** GET …/files/{fileId}?sig=: a visitor's file by its signed link (an <img> sends no header). */
export async function visitorFile({ companyId, fileId, sig }: { companyId: string; fileId: string; sig?: string }) {
  const row = await readFile({ companyId }, fileId).catch(() => null);
  if (!row || !fileSignatureOk(companyId, fileId, row.visitorId, sig)) throw AppError.notFound("File");
  return fileResponse(row);
}
