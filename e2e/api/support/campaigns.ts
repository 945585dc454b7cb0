import { randomBytes } from "node:crypto";
import { getDb } from "@/db/client";
import { eq } from "drizzle-orm";
import { campaignRecipients, campaigns, templates } from "@/db/schema";
import { newId } from "@/lib/ids";
import type { CampaignView } from "@/lib/campaigns/schemas";
import { call } from "./http";
import { waitFor } from "./chatapp";

export const CAMPAIGNS = "/api/v1/chatapp/campaigns";
export type Campaign = CampaignView;

/**
 * An APPROVED marketing template of the company, written directly (the templates API and its
 * review are tested on their own): "Hi {{1}}, our sale starts today." with {{1}} mapped to
 * the contact's first name, and the buttons given.
 */
export async function approvedTemplateOf(companyId: string, over: { buttons?: Record<string, unknown>[]; bodyText?: string; mapping?: Record<string, unknown> | null; status?: "APPROVED" | "PENDING" } = {}) {
  const id = newId("tpl");
  const name = `sale_${randomBytes(4).toString("hex")}`;
  await getDb()
    .insert(templates)
    .values({
      id,
      companyId,
      name,
      language: "en",
      category: "MARKETING",
      status: over.status ?? "APPROVED",
      definition: { headerType: "NONE", bodyText: over.bodyText ?? "Hi {{1}}, our sale starts today.", bodyExamples: ["Ana"], buttons: (over.buttons ?? []) as never, carouselCards: [], authSecurityDisclaimer: true },
      variableMapping: (over.mapping === undefined ? { "1": { type: "contact_field", value: "firstName" } } : over.mapping) as never,
    });
  return { id, name };
}

let n = 0;
/** A phone no other test uses: 1 555 then 7 digits from the clock and a counter. */
export const uniquePhone = (suffix = "") => `+1555${String((Date.now() % 1e5) * 100 + (++n % 100)).padStart(7, "0")}${suffix}`;

/** Waits on the database (a token allows 60 requests a minute), then reads the campaign over HTTP. */
export async function waitForCampaign(token: string, id: string, status: string, ms = 30_000) {
  await waitFor(async () => (await getDb().select({ s: campaigns.status }).from(campaigns).where(eq(campaigns.id, id)))[0]?.s === status, ms, 200);
  return (await call<Campaign>("GET", `${CAMPAIGNS}/${id}`, { token })).body;
}

/** Recipient rows straight from the database, for waiting on the engine. */
export async function recipientRows(campaignId: string) {
  return getDb().select().from(campaignRecipients).where(eq(campaignRecipients.campaignId, campaignId));
}
