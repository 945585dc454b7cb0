import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb, getDb } from "@/db/client";
import { migrateDatabase } from "@/db/migrate";
import { seedDemoCompany } from "@/db/seed/demo-company";
import { createTestDatabase } from "@/lib/testing/test-database";

/**
 * `npm run db:seed` on a database of its own (the seed commits, unlike the rolled-back domain
 * tests): run twice, the second run must change nothing, and the data must hold the
 * invariants the product itself keeps.
 */
let fresh: Awaited<ReturnType<typeof createTestDatabase>>;
const before = process.env.DATABASE_URL;

beforeAll(async () => {
  fresh = await createTestDatabase("seed");
  await closeDb();
  process.env.DATABASE_URL = fresh.url;
  await migrateDatabase();
}, 120_000);

afterAll(async () => {
  await closeDb();
  process.env.DATABASE_URL = before;
  await fresh?.drop();
});

const TABLES = [
  "companies", "users", "contacts", "tags", "contact_tags", "contact_field_keys", "conversations", "messages", "templates", "template_status_history",
  "webhooks", "webhook_deliveries", "webhook_delivery_attempts", "campaigns", "campaign_recipients", "workflows", "workflow_versions", "workflow_runs", "workflow_steps",
  "analytics_daily", "analytics_monthly",
] as const;

async function snapshot() {
  const counts: Record<string, number> = {};
  for (const t of TABLES) counts[t] = (await getDb().execute<{ n: number }>(sql.raw(`select count(*)::int as n from ${t}`))).rows[0]!.n;
  // A digest of the rows that matter, so "same data" means more than the same counts.
  const digest = await getDb().execute<{ d: string }>(sql`
    select md5(string_agg(x, ',' order by x)) as d from (
      select id || status || unread_count || coalesce(last_message_at::text, '') as x from conversations
      union all select id || status || coalesce(message_id, '') from campaign_recipients
      union all select id || name || phone || custom_fields::text from contacts) s`);
  return { counts, digest: digest.rows[0]!.d };
}

const one = async <T extends Record<string, unknown>>(q: ReturnType<typeof sql>) => (await getDb().execute<T>(q)).rows[0]!;

describe("demo seed", () => {
  it("makes a lived-in company, and a second run changes nothing", async () => {
    let t0 = performance.now();
    await seedDemoCompany(getDb());
    const firstMs = performance.now() - t0;
    const first = await snapshot();
    t0 = performance.now();
    await seedDemoCompany(getDb());
    const secondMs = performance.now() - t0;
    console.log(`demo seed: first run ${Math.round(firstMs)} ms, second run ${Math.round(secondMs)} ms`);
    expect(await snapshot()).toEqual(first);

    const c = first.counts;
    expect(c.companies).toBe(1);
    expect(c.users).toBe(4);
    expect(c.contacts).toBe(300);
    expect(c.contact_tags).toBeGreaterThan(100);
    expect(c.contact_field_keys).toBe(3);
    expect(c.templates).toBe(3);
    expect(c.webhook_deliveries).toBeGreaterThan(20);
    expect(c.analytics_daily).toBeGreaterThan(10);
  });

  it("keeps the invariants the product keeps", async () => {
    // Phones are E.164 digits the sandbox accepts, all distinct.
    const phones = await one<{ bad: number; dup: number }>(sql`
      select count(*) filter (where phone !~ '^9715[0-9]{8}$' or phone like '%0000')::int as bad, (count(*) - count(distinct phone))::int as dup from contacts`);
    expect(phones).toEqual({ bad: 0, dup: 0 });
    expect((await one<{ n: number }>(sql`select count(*)::int as n from contact_field_keys k where usage <> (select count(*) from contacts where custom_fields ? k.key)`)).n).toBe(0);

    // Unread conversations end on the customer's message; assigned ones exist; summaries match the thread.
    const inbox = await one<{ unread: number; assigned: number; unreadNotInbound: number; stale: number }>(sql`
      select count(*) filter (where unread_count > 0)::int as unread,
             count(*) filter (where assigned_agent_id is not null and status = 'OPEN')::int as assigned,
             count(*) filter (where unread_count > 0 and last_message_direction <> 'inbound')::int as "unreadNotInbound",
             count(*) filter (where last_message_at is distinct from (select max(created_at) from messages m where m.conversation_id = v.id))::int as stale
      from conversations v`);
    expect(inbox.unread).toBeGreaterThan(5);
    expect(inbox.assigned).toBeGreaterThan(5);
    expect(inbox.unreadNotInbound).toBe(0);
    expect(inbox.stale).toBe(0);

    // Templates were approved by the sandbox through its status callback.
    const tpl = await one<{ approved: number; history: number }>(sql`
      select count(*) filter (where status = 'APPROVED')::int as approved,
             (select count(*)::int from template_status_history where status = 'APPROVED' and source = 'callback') as history from templates`);
    expect(tpl).toEqual({ approved: 3, history: 3 });

    // The campaign is COMPLETED, and its counts are its messages'.
    const camp = await one<{ status: string; recipients: number; audience: number; mismatched: number; replied: number; failed: number; replies: number }>(sql`
      select c.status, (select count(*)::int from campaign_recipients) as recipients, c.audience_size as audience,
        (select count(*)::int from campaign_recipients r join messages m on m.id = r.message_id
          where m.template_name = 'weekend_offer' and (case r.status when 'REPLIED' then 'read' when 'READ' then 'read' when 'DELIVERED' then 'delivered' when 'SENT' then 'sent' else 'failed' end) <> m.status::text) as mismatched,
        (select count(*)::int from campaign_recipients where status = 'REPLIED') as replied,
        (select count(*)::int from campaign_recipients where status = 'FAILED' and failure_category is not null) as failed,
        (select count(*)::int from campaign_recipients r join messages m on m.contact_id = r.contact_id and m.direction = 'inbound' and m.created_at = r.replied_at) as replies
      from campaigns c`);
    expect(camp.status).toBe("COMPLETED");
    expect(camp.recipients).toBe(camp.audience);
    expect(camp.recipients).toBeGreaterThan(20);
    expect(camp.mismatched).toBe(0);
    expect(camp.replied).toBeGreaterThan(0);
    expect(camp.failed).toBeGreaterThan(0);
    expect(camp.replies).toBe(camp.replied);

    // The published workflow has completed runs of three steps, on its published version.
    const wf = await one<{ status: string; runs: number; badSteps: number; untagged: number }>(sql`
      select w.status, (select count(*)::int from workflow_runs r where r.version_id = w.published_version_id and r.status = 'COMPLETED') as runs,
        (select count(*)::int from workflow_runs r where (select count(*) from workflow_steps s where s.run_id = r.id) <> r.step_count) as "badSteps",
        (select count(*)::int from workflow_runs r where not exists (select 1 from contact_tags t where t.contact_id = r.contact_id and t.tag_id = 'tag_demo_3')) as untagged
      from workflows w`);
    expect(wf.status).toBe("PUBLISHED");
    expect(wf.runs).toBeGreaterThan(5);
    expect(wf.badSteps).toBe(0);
    expect(wf.untagged).toBe(0);

    // The webhook has a delivery log, and analytics counted every seeded message.
    const hook = await one<{ ok: number; failed: number; attempts: number }>(sql`
      select count(*) filter (where status = 'SUCCEEDED')::int as ok, count(*) filter (where status = 'FAILED')::int as failed,
             (select count(*)::int from webhook_delivery_attempts) as attempts from webhook_deliveries`);
    expect(hook.ok).toBeGreaterThan(20);
    expect(hook.failed).toBe(1);
    expect(hook.attempts).toBeGreaterThan(hook.ok + hook.failed);
    expect((await one<{ n: number }>(sql`select count(*)::int as n from analytics_dirty`)).n).toBe(0);
    const rollup = await one<{ inbound: number; outbound: number; opened: number }>(sql`
      select sum(inbound)::int as inbound, sum(outbound)::int as outbound, sum(conversations_opened)::int as opened from analytics_channel_daily`);
    const raw = await one<{ inbound: number; outbound: number; opened: number }>(sql`
      select count(*) filter (where direction = 'inbound')::int as inbound, count(*) filter (where direction = 'outbound')::int as outbound,
             (select count(*)::int from conversations) as opened from messages`);
    expect(rollup).toEqual(raw);
  });
});
