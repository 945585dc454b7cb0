import "server-only";
import { companyForRoutingId, connectionRow, toStoredConnection } from "@/lib/channels/connections";
import type { Ctx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import type { StoredConnection } from "../types";

export interface ChatappConnection {
  id: string;
  companyId: string;
  mode: "live" | "sandbox";
  status: string;
  phoneNumberId: string;
  wabaId: string;
  displayPhoneNumber: string | null;
  /** The platform catalog linked to the number (Commerce Manager), for product cards. */
  catalogId: string | null;
  /** Opened only here, for the provider; never presented or logged. */
  accessToken: string | null;
}

/** The layer's stored connection in chatapp's terms: its numbers by name. */
export function chatappConnectionOf(conn: StoredConnection): ChatappConnection {
  const ids = conn.identifiers;
  return {
    id: conn.id,
    companyId: conn.companyId,
    mode: conn.mode,
    status: conn.status,
    phoneNumberId: ids.phoneNumberId,
    wabaId: ids.wabaId,
    displayPhoneNumber: ids.displayPhoneNumber ?? null,
    catalogId: ids.catalogId ?? null,
    accessToken: conn.accessToken,
  };
}

/** The company's connection, read in the caller's transaction when `ctx` carries one. */
export async function findChatappConnection(ctx: Pick<Ctx, "companyId" | "tx">): Promise<ChatappConnection | null> {
  const row = await connectionRow(ctx, "CHATAPP");
  return row ? chatappConnectionOf(toStoredConnection(row)) : null;
}

/** The company's connection, or 409: sending needs a connected channel. */
export async function requireChatappConnection(ctx: Pick<Ctx, "companyId" | "tx">): Promise<ChatappConnection> {
  const conn = await findChatappConnection(ctx);
  if (!conn || conn.status !== "connected") {
    throw AppError.conflict("Chatapp is not connected for this company; connect it under Settings → Channels", { reason: "channel_not_connected", channel: "chatapp" });
  }
  return conn;
}

/**
 * The company a callback belongs to, from the phone-number id in its metadata: the channel
 * layer's routing lookup (the phone-number id is chatapp's routing id), cached per process.
 */
export function companyForPhoneNumberId(phoneNumberId: string): Promise<string | null> {
  return companyForRoutingId("CHATAPP", phoneNumberId);
}
