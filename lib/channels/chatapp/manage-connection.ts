import "server-only";
import { eq } from "drizzle-orm";
import { channelConnections } from "@/db/schema";
import { dbOf, savepointIfJoined, type Ctx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import { inCompany } from "@/lib/domain/tenancy";
import { isUniqueViolation } from "@/lib/http/map-error";
import { storeConnection } from "@/lib/channels/store-connection";
import type { ConnectChatappInput, PresentedChatappConnection } from "../schemas";
import { findChatappConnection, type ChatappConnection } from "./connection";
import { providerFor } from "./provider";
import { connectSandbox } from "./sandbox-connection";

type Row = typeof channelConnections.$inferSelect;

function present(row: Row | undefined): PresentedChatappConnection {
  if (!row) return { channel: "chatapp", status: "not_connected", mode: null, phoneNumberId: null, wabaId: null, displayPhoneNumber: null, catalogId: null, hasAccessToken: false, connectedAt: null, lastCheckedAt: null, health: null };
  const ids = row.identifiers;
  return {
    channel: "chatapp",
    status: row.health && !row.health.ok ? "error" : "connected",
    mode: row.mode === "sandbox" ? "sandbox" : "live",
    phoneNumberId: ids.phoneNumberId ?? null,
    wabaId: ids.wabaId ?? null,
    displayPhoneNumber: ids.displayPhoneNumber ?? null,
    catalogId: ids.catalogId ?? null,
    hasAccessToken: !!row.secretCiphertext,
    connectedAt: row.connectedAt?.toISOString() ?? null,
    lastCheckedAt: row.lastCheckedAt?.toISOString() ?? null,
    health: row.health ?? null,
  };
}

const chatapp = (ctx: Pick<Ctx, "companyId">) => inCompany(channelConnections, ctx, eq(channelConnections.channel, "CHATAPP"));

export async function chatappConnectionRow(ctx: Pick<Ctx, "companyId" | "tx">) {
  const [row] = await dbOf(ctx).select().from(channelConnections).where(chatapp(ctx));
  return row;
}

export async function getChatappConnection({ ctx }: { ctx: Ctx }) {
  return present(await chatappConnectionRow(ctx));
}

/**
 * Connects the live platform. The token is tried first (a cheap phone-number read), so a
 * wrong token or id is a 400 now rather than failed sends later; only then is it stored.
 */
export async function connectChatapp({ ctx, input }: { ctx: Ctx; input: ConnectChatappInput }) {
  const candidate: ChatappConnection = { id: "", companyId: ctx.companyId, mode: "live", status: "connected", phoneNumberId: input.phoneNumberId, wabaId: input.wabaId, displayPhoneNumber: input.displayPhoneNumber ?? null, catalogId: input.catalogId ?? null, accessToken: input.accessToken };
  const check = await providerFor(candidate).check();
  if (!check.ok) throw AppError.validation([{ path: "accessToken", message: `the platform refused the token or phone-number id: ${check.message}`, in: "body" }]);
  const identifiers: Record<string, string> = { phoneNumberId: input.phoneNumberId, wabaId: input.wabaId };
  const display = input.displayPhoneNumber ?? (typeof check.details?.display_phone_number === "string" ? check.details.display_phone_number : undefined);
  if (display) identifiers.displayPhoneNumber = display;
  if (input.catalogId) identifiers.catalogId = input.catalogId;
  const store = (c: Ctx) => storeConnection({ ctx: c, input: { channel: "CHATAPP", identifiers, accessToken: input.accessToken, mode: "live" } });
  try {
    // A savepoint when joined: the 409 below leaves the caller's transaction usable.
    await savepointIfJoined(ctx, store);
  } catch (err) {
    // Two unique indexes hold the number to one company (the chatapp one and the routing id's); either may answer first.
    if (isUniqueViolation(err, "channel_connections_chatapp_phone_key") || isUniqueViolation(err, "channel_connections_routing_key")) {
      throw AppError.conflict("This phone-number id is connected to another company", { field: "phoneNumberId" });
    }
    throw err;
  }
  await recordCheck(ctx, check);
  return getChatappConnection({ ctx });
}

export async function useChatappSandbox({ ctx }: { ctx: Ctx }) {
  await connectSandbox(dbOf(ctx), ctx.companyId);
  return getChatappConnection({ ctx });
}

async function recordCheck(ctx: Ctx, check: { ok: boolean; message: string; details?: Record<string, unknown> }) {
  await dbOf(ctx).update(channelConnections).set({ health: check, lastCheckedAt: new Date() }).where(chatapp(ctx));
}

/** A cheap platform call with the stored token; the result is kept as the connection's health. */
export async function testChatapp({ ctx }: { ctx: Ctx }) {
  const conn = await findChatappConnection(ctx);
  if (!conn) throw AppError.conflict("Chatapp is not connected", { reason: "channel_not_connected" });
  const check = await providerFor(conn).check();
  await recordCheck(ctx, check);
  return check;
}

/** Disconnecting forgets the token; conversations and messages stay. */
export async function disconnectChatapp({ ctx }: { ctx: Ctx }) {
  const removed = await dbOf(ctx)
    .delete(channelConnections)
    .where(chatapp(ctx))
    .returning({ id: channelConnections.id });
  if (!removed.length) throw AppError.notFound("Chatapp connection");
  return getChatappConnection({ ctx });
}
