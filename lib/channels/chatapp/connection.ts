import "server-only";
import { eq } from "drizzle-orm";
import { companyForRoutingId } from "@/lib/channels/connections";
import { channelConnections } from "@/db/schema";
import { openStoredSecret } from "@/lib/crypto/open-secret";
import { dbOf, type Ctx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import { inCompany } from "@/lib/domain/tenancy";

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

function toConnection(row: typeof channelConnections.$inferSelect): ChatappConnection {
  const ids = row.identifiers;
  return {
    id: row.id,
    companyId: row.companyId,
    mode: row.mode === "sandbox" ? "sandbox" : "live",
    status: row.status,
    phoneNumberId: ids.phoneNumberId,
    wabaId: ids.wabaId,
    displayPhoneNumber: ids.displayPhoneNumber ?? null,
    catalogId: ids.catalogId ?? null,
    accessToken: row.secretCiphertext
      ? openStoredSecret(row.secretCiphertext, {
          what: "The chatapp access token",
          fix: "Reconnect the channel (Settings → Channels, or PUT /api/v1/channels/chatapp with the access token)",
          details: { channel: "chatapp", connectionId: row.id },
        })
      : null,
  };
}

/** The company's connection, read in the caller's transaction when `ctx` carries one. */
export async function findChatappConnection(ctx: Pick<Ctx, "companyId" | "tx">): Promise<ChatappConnection | null> {
  const [row] = await dbOf(ctx)
    .select()
    .from(channelConnections)
    .where(inCompany(channelConnections, ctx, eq(channelConnections.channel, "CHATAPP")));
  return row ? toConnection(row) : null;
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
