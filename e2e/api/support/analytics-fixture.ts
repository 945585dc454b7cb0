import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { defaultInboxId } from "@/lib/testing/inbox-fixtures";

/**
 * The hand-computed analytics fixture (figures in e2e/api/analytics.test.ts): three
 * conversations around the spring daylight-saving day of America/New_York (2026-03-08 is 23
 * hours long: 05:00Z to 04:00Z next day), written straight into the tables.
 */
export async function insertAnalyticsFixture(companyId: string, agent1: string, agent2: string) {
  const db = getDb();
  const k = companyId.slice(-8);
  await db.execute(sql`
    insert into contacts (id, company_id, name) values
      (${`ct_a1${k}`}, ${companyId}, 'Ana Customer'), (${`ct_a2${k}`}, ${companyId}, 'Bo Customer'), (${`ct_a3${k}`}, ${companyId}, 'Cy Customer')`);
  const [chatapp, sms] = [await defaultInboxId(companyId, "CHATAPP"), await defaultInboxId(companyId, "SMS")];
  await db.execute(sql`
    insert into conversations (id, company_id, contact_id, channel, inbox_id, status, assigned_agent_id, created_at, resolved_at) values
      (${`cv_a1${k}`}, ${companyId}, ${`ct_a1${k}`}, 'CHATAPP', ${chatapp}, 'RESOLVED', ${agent1}, '2026-03-08T04:30:00Z', '2026-03-08T06:30:00Z'),
      (${`cv_a2${k}`}, ${companyId}, ${`ct_a2${k}`}, 'CHATAPP', ${chatapp}, 'OPEN', ${agent2}, '2026-03-08T07:30:00Z', null),
      (${`cv_a3${k}`}, ${companyId}, ${`ct_a3${k}`}, 'SMS', ${sms}, 'CLOSED', null, '2026-03-09T04:30:00Z', null)`);
  const m = (n: number, cv: number, ch: string, dir: string, status: string, at: string, by: string | null, tpl: string | null) =>
    sql`(${`msg_a${n}${k}`}, ${companyId}, ${`cv_a${cv}${k}`}, ${`ct_a${cv}${k}`}, ${ch}::channel, ${dir}::message_direction, 'text', ${status}::message_status, ${by}, ${tpl}, ${at}::timestamptz)`;
  await db.execute(sql`
    insert into messages (id, company_id, conversation_id, contact_id, channel, direction, type, status, sent_by_user_id, template_name, created_at) values
      ${sql.join(
        [
          m(1, 1, "CHATAPP", "inbound", "received", "2026-03-08T04:30:00Z", null, null),
          m(2, 1, "CHATAPP", "outbound", "read", "2026-03-08T04:32:00Z", agent1, null),
          m(3, 1, "CHATAPP", "inbound", "received", "2026-03-08T04:40:00Z", null, null),
          m(4, 2, "CHATAPP", "inbound", "received", "2026-03-08T07:30:00Z", null, null),
          m(5, 2, "CHATAPP", "outbound", "delivered", "2026-03-08T07:40:00Z", agent2, null),
          m(6, 2, "CHATAPP", "outbound", "failed", "2026-03-09T03:30:00Z", null, "welcome"),
          m(7, 3, "SMS", "outbound", "read", "2026-03-09T04:30:00Z", null, "welcome"),
          m(8, 3, "SMS", "inbound", "received", "2026-03-09T05:30:00Z", null, null),
          m(9, 3, "SMS", "outbound", "sent", "2026-03-09T05:31:00Z", agent1, null),
        ],
        sql`, `,
      )}`);
}
