import "server-only";
import { inboxRow } from "@/lib/channels/connections";
import type { Ctx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import { presentInbox } from "./present";

/** The inbox row of the caller's company (deleted ones too); another company's id is a 404. */
export async function inboxRowOrThrow(ctx: Ctx, id: string) {
  const row = await inboxRow(ctx, id);
  if (!row) throw AppError.notFound("Inbox");
  return row;
}

/** Refuses changes to a deleted inbox: its conversations are kept read-only, nothing else moves. */
export function assertNotDeleted(row: { deletedAt: Date | null; id: string }) {
  if (row.deletedAt) throw AppError.conflict("The inbox was deleted; its conversations are read-only", { reason: "inbox_deleted", inboxId: row.id });
}

export async function getInbox({ ctx, id }: { ctx: Ctx; id: string }) {
  return presentInbox(await inboxRowOrThrow(ctx, id));
}
