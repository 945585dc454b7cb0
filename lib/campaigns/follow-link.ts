import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import type { TrackedLink } from "@/db/schema";
import { readLinkToken } from "./links";

/**
 * A click on a tracked button: recorded against its recipient, then the destination. The
 * token is signed, so it names one recipient and button; anything else is null (a 404).
 * Public: the customer's phone opens it with no credential; the recipient row names the company.
 */
export async function followLink(token: string): Promise<string | null> {
  const t = readLinkToken(token);
  if (!t) return null;
  const { rows } = await getDb().execute<{ links: TrackedLink[]; company_id: string; campaign_id: string }>(sql`
    select c.links, r.company_id, r.campaign_id from campaign_recipients r join campaigns c on c.id = r.campaign_id and c.company_id = r.company_id where r.id = ${t.recipientId}`);
  const row = rows[0];
  const link = row?.links.find((l) => l.index === t.index);
  if (!row || !link) return null;
  await getDb().execute(sql`
    insert into campaign_link_clicks (company_id, campaign_id, recipient_id, link_index) values (${row.company_id}, ${row.campaign_id}, ${t.recipientId}, ${t.index})`);
  return link.url;
}
