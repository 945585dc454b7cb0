import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { companies } from "@/db/schema";
import type { NormalizedMessage } from "@/lib/channels/types";
import { insertCompany } from "@/lib/company/create-company";
import { defaultInboxId } from "@/lib/testing/inbox-fixtures";
import { receiveChannelMessages } from "./receive-messages";

/**
 * The channel layer's inbound path under concurrency, with real commits (two transactions
 * cannot race inside one rolled-back test transaction); the company is deleted afterwards and
 * everything of it goes with the cascade.
 */
let companyId: string;
const to = { PHOTOAPP: "", SOCIALCHAT: "" };
const into = (channel: keyof typeof to) => ({ channel, companyId, inboxId: to[channel] });
beforeAll(async () => {
  companyId = (await insertCompany(getDb(), { name: "Race Co", slug: `race-${randomBytes(4).toString("hex")}` })).id;
  for (const channel of ["PHOTOAPP", "SOCIALCHAT"] as const) to[channel] = await defaultInboxId(companyId, channel);
});
afterAll(async () => {
  await getDb().delete(companies).where(eq(companies.id, companyId));
});

const message = (from: string, platformMessageId = `aWdfRACE${randomBytes(8).toString("hex")}`): NormalizedMessage => ({ from, platformMessageId, at: new Date(), type: "text", text: "hi", content: { text: "hi" }, events: [], countsAsUnread: true });

describe("receiving on the channel layer", () => {
  it("two batches racing for one new customer make one contact, one id and one conversation", async () => {
    const from = `1784${randomBytes(5).readUIntBE(0, 5)}`;
    const results = await Promise.all(Array.from({ length: 6 }, () => receiveChannelMessages(into("PHOTOAPP"), [message(from)])));
    expect(results.flat().every((r) => r.status === "stored")).toBe(true);
    const { rows } = await getDb().execute<{ contacts: number; ids: number; conversations: number; messages: number }>(sql`
      select (select count(*)::int from contacts c where c.company_id = ${companyId} and c.id in (select contact_id from contact_channel_ids where external_id = ${from})) as contacts,
             (select count(*)::int from contact_channel_ids where company_id = ${companyId} and external_id = ${from}) as ids,
             (select count(*)::int from conversations v join contact_channel_ids i on i.contact_id = v.contact_id where i.external_id = ${from}) as conversations,
             (select count(*)::int from messages m join contact_channel_ids i on i.contact_id = m.contact_id where i.external_id = ${from}) as messages`);
    expect(rows[0]).toEqual({ contacts: 1, ids: 1, conversations: 1, messages: 6 });
    const orphans = await getDb().execute(sql`select id from contacts c where c.company_id = ${companyId} and not exists (select 1 from contact_channel_ids i where i.contact_id = c.id)`);
    expect(orphans.rows).toHaveLength(0);
    const first = await getDb().execute<{ n: number }>(sql`select count(*)::int as n from event_outbox where company_id = ${companyId} and event = 'photoapp.first.inbound' and payload -> 'message' ->> 'platformUserId' = ${from}`);
    expect(first.rows[0].n).toBe(1);
  });

  it("one message re-sent concurrently is stored once", async () => {
    const m = message(`1784${randomBytes(5).readUIntBE(0, 5)}`);
    const results = (await Promise.all(Array.from({ length: 4 }, () => receiveChannelMessages(into("SOCIALCHAT"), [m])))).flat();
    expect(results.filter((r) => r.status === "stored")).toHaveLength(1);
    expect(results.filter((r) => r.status === "duplicate")).toHaveLength(3);
  });

  it("the same platform id on another channel is another customer", async () => {
    const from = `1784${randomBytes(5).readUIntBE(0, 5)}`;
    const [a] = await receiveChannelMessages(into("PHOTOAPP"), [message(from)]);
    const [b] = await receiveChannelMessages(into("SOCIALCHAT"), [message(from)]);
    expect(a.status === "stored" && b.status === "stored" && a.contactId !== b.contactId).toBe(true);
  });
});
