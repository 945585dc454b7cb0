import "server-only";
import { eq, isNull } from "drizzle-orm";
import { channelConnections } from "@/db/schema";
import { forgetRouting } from "@/lib/channels/connections";
import { pluginForKey } from "@/lib/channels/registry";
import { storeConnection } from "@/lib/channels/store-connection";
import type { ChannelPlugin, ConnectionToStore } from "@/lib/channels/types";
import { dbOf, withTx, type Ctx } from "@/lib/domain/context";
import { AppError, type FieldProblem } from "@/lib/domain/errors";
import { byIdInCompany, inCompany } from "@/lib/domain/tenancy";
import { isUniqueViolation } from "@/lib/http/map-error";
import { makeDefault } from "./make-default";
import { presentInbox } from "./present";
import type { CreateInboxInput } from "./schemas";

/**
 * The platform's ids and token, tried against the platform first: a refusal is a 400 naming
 * the field (under `at` where the credentials sit inside a larger body).
 */
export async function tryCredentials(plugin: ChannelPlugin, credentials: Record<string, unknown>, at: string[] = []): Promise<ConnectionToStore> {
  const under = (path: string) => [...at, path].filter(Boolean).join(".");
  const parsed = plugin.connectInput.safeParse(credentials);
  if (!parsed.success) throw AppError.validation(parsed.error.issues.map((i) => ({ path: under(i.path.join(".")) || "body", message: i.message, in: "body" as const })));
  try {
    return await plugin.connect(parsed.data);
  } catch (err) {
    const fields = err instanceof AppError && err.code === "VALIDATION_ERROR" ? (err.details?.fields as FieldProblem[] | undefined) : undefined;
    if (!fields || !at.length) throw err;
    throw AppError.validation(fields.map((f) => ({ ...f, path: under(f.path) })));
  }
}

/** An account already routed to an inbox (this company's or another's) is a 409. */
export function accountInUse(err: unknown, routingId: string | null): never {
  if (isUniqueViolation(err, "channel_connections_routing_key")) throw AppError.conflict("This account is already connected to an inbox", { reason: "account_in_use", routingId });
  throw err;
}

/** The first sandbox account of the company on the channel that no inbox of it routes now. */
async function freeSandbox(ctx: Ctx, plugin: ChannelPlugin) {
  const taken = new Set(
    (await dbOf(ctx).select({ r: channelConnections.routingId }).from(channelConnections).where(inCompany(channelConnections, ctx, eq(channelConnections.channel, plugin.type)))).map((x) => x.r),
  );
  for (let n = 0; ; n++) {
    const s = plugin.sandbox(ctx.companyId, n);
    if (!taken.has(s.routingId)) return s;
  }
}

/**
 * Connects another number, page or bot as a new inbox: live with credentials tried against
 * the platform first, or a further simulated account. It becomes the channel's default when
 * asked, or when the channel has no connected default yet. `credentialsAt` is where a refused
 * field is named (the per-channel route's body is the credentials themselves).
 */
export async function createInbox({ ctx, input, credentialsAt = ["credentials"] }: { ctx: Ctx; input: CreateInboxInput; credentialsAt?: string[] }) {
  const plugin = pluginForKey(input.channel);
  const found = input.mode === "live" ? await tryCredentials(plugin, input.credentials ?? {}, credentialsAt) : { ...(await freeSandbox(ctx, plugin)), accessToken: null, check: null };
  const row = await withTx(ctx, async (tctx) => {
    const [current] = await tctx.tx
      .select({ status: channelConnections.status })
      .from(channelConnections)
      .where(inCompany(channelConnections, tctx, eq(channelConnections.channel, plugin.type), eq(channelConnections.isDefault, true), isNull(channelConnections.deletedAt)));
    const asDefault = input.isDefault === true || !current || current.status !== "connected";
    const into = { new: { isDefault: false } };
    const name = input.name ?? plugin.displayName(found.identifiers);
    const stored = await storeConnection({ ctx: tctx, input: { channel: plugin.type, identifiers: found.identifiers, routingId: found.routingId, accessToken: found.accessToken, mode: input.mode, into, name } }).catch((err) =>
      accountInUse(err, found.routingId),
    );
    if (found.check) await tctx.tx.update(channelConnections).set({ health: found.check, lastCheckedAt: new Date() }).where(byIdInCompany(channelConnections, tctx, stored.id));
    if (asDefault) await makeDefault(tctx, stored);
    return { ...stored, isDefault: asDefault, health: found.check ?? stored.health };
  });
  forgetRouting(plugin.type, row.routingId);
  return presentInbox(row);
}
