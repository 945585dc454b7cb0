import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { contactChannelIds, contacts } from "@/db/schema";
import type { Tx } from "@/db/client";
import { systemCtx, withTx } from "@/lib/domain/context";
import { inCompany } from "@/lib/domain/tenancy";
import { enqueue } from "@/lib/jobs/enqueue";
import { log } from "@/lib/log";
import { PlatformError } from "@/lib/channels/platform-error";
import { connectionRow, inboxRow, toStoredConnection } from "./connections";
import type { ChannelType } from "./keys";
import { findPlugin } from "./registry";

export const FETCH_PROFILE_TASK = "channels:fetch-profile";

export interface FetchProfileJob {
  channel: ChannelType;
  companyId: string;
  contactId: string;
  externalId: string;
  /** The inbox the customer wrote to (page-scoped ids are read with that page's token); jobs queued before inboxes name none: the default. */
  inboxId?: string;
}

/** Asks for the profiles of customers new to a channel, in the transaction that created them. */
export async function enqueueProfileFetches(tx: Tx, jobs: FetchProfileJob[]) {
  for (const job of jobs) await enqueue(tx, FETCH_PROFILE_TASK, job, { jobKey: `profile:${job.channel}:${job.companyId}:${job.externalId}`, maxAttempts: 5 });
}

/**
 * Callbacks carry no names, so a new customer is "Photoapp user 0101" until the platform's
 * profile call answers: then the contact takes the name (unless someone renamed it meanwhile)
 * and the picture, and the channel id its username. Sandbox connections have no profiles; a
 * refusal that will not change (no permission, user gone) is logged and dropped, anything
 * else is thrown so the job retries.
 */
export async function fetchCustomerProfile(job: FetchProfileJob) {
  const plugin = findPlugin(job.channel);
  const ctx = systemCtx(job.companyId, "Profile lookup");
  const row = job.inboxId ? await inboxRow(ctx, job.inboxId) : await connectionRow(ctx, job.channel);
  if (!plugin || !row || row.mode === "sandbox" || row.status !== "connected") return;
  const provider = plugin.provider(toStoredConnection(row));
  if (!provider.profile) return;
  let profile: Awaited<ReturnType<NonNullable<typeof provider.profile>>>;
  try {
    profile = await provider.profile(job.externalId);
  } catch (err) {
    if (err instanceof PlatformError && !err.retryable) {
      log.warn("customer profile refused by the platform", { channel: job.channel, contactId: job.contactId, code: err.code });
      return;
    }
    throw err;
  }
  const unnamed = `${job.channel.charAt(0)}${job.channel.slice(1).toLowerCase()} user ${job.externalId.slice(-4)}`;
  const name = profile.name ?? (profile.username ? `@${profile.username}` : null);
  await withTx(ctx, async ({ tx }) => {
    if (name) {
      await tx
        .update(contacts)
        .set({ name, firstName: profile.firstName ?? sql`${contacts.firstName}`, lastName: profile.lastName ?? sql`${contacts.lastName}`, avatar: profile.avatar ?? sql`${contacts.avatar}` })
        .where(inCompany(contacts, ctx, eq(contacts.id, job.contactId), eq(contacts.name, unnamed)));
    }
    const display = profile.username ? `@${profile.username}` : name;
    if (display) await tx.update(contactChannelIds).set({ displayName: display }).where(inCompany(contactChannelIds, ctx, and(eq(contactChannelIds.channel, job.channel), eq(contactChannelIds.externalId, job.externalId))));
  });
}
