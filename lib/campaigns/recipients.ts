import "server-only";
import { sql } from "drizzle-orm";
import type { z } from "zod";
import { dbOf, type Ctx } from "@/lib/domain/context";
import { companySql } from "@/lib/domain/tenancy";
import { findCampaignRow } from "./get-campaign";
import type { recipientsQuery, recipientSchema } from "./schemas";

type Row = { id: string; contact_id: string; contact_name: string | null; phone: string; status: string; attempts: number; message_id: string | null; failure_category: string | null; failure_code: string | null; failure_message: string | null } & Record<
  "sent_at" | "delivered_at" | "read_at" | "replied_at" | "failed_at" | "next_attempt_at",
  string | null
>;

const iso = (v: string | null) => (v ? new Date(v).toISOString() : null);

/** A page of recipients in claim order, with the contact's current name. */
export async function listRecipients({ ctx, id, query }: { ctx: Ctx; id: string; query: z.output<typeof recipientsQuery> }) {
  await findCampaignRow(ctx, id);
  const where = sql`${companySql(ctx, "r")} and r.campaign_id = ${id} ${query.status ? sql`and r.status = ${query.status}` : sql``}`;
  const db = dbOf(ctx);
  const [{ rows }, { rows: total }] = await Promise.all([
    db.execute<Row>(sql`
      select r.id, r.contact_id, c.name as contact_name, r.phone, r.status, r.attempts, r.message_id, r.failure_category, r.failure_code, r.failure_message,
             r.sent_at, r.delivered_at, r.read_at, r.replied_at, r.failed_at, r.next_attempt_at
      from campaign_recipients r left join contacts c on c.id = r.contact_id
      where ${where} order by r.id limit ${query.limit} offset ${query.offset}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n from campaign_recipients r where ${where}`),
  ]);
  const data: z.infer<typeof recipientSchema>[] = rows.map((r) => ({
    id: r.id,
    contactId: r.contact_id,
    contactName: r.contact_name,
    phone: r.phone,
    status: r.status as z.infer<typeof recipientSchema>["status"],
    attempts: r.attempts,
    messageId: r.message_id,
    failureCategory: r.failure_category as z.infer<typeof recipientSchema>["failureCategory"],
    failureCode: r.failure_code,
    failureMessage: r.failure_message,
    sentAt: iso(r.sent_at),
    deliveredAt: iso(r.delivered_at),
    readAt: iso(r.read_at),
    repliedAt: iso(r.replied_at),
    failedAt: iso(r.failed_at),
    nextAttemptAt: iso(r.next_attempt_at),
  }));
  return { data, pagination: { offset: query.offset, limit: query.limit, total: total[0].n } };
}
