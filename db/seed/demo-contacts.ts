import { sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";

export const DEMO_CONTACTS = 300;
export const DEMO_CONVERSATIONS = 120;
export const DEMO_TAGS = ["VIP", "Wholesale", "Newsletter", "Returning", "Ramadan 2026", "Support follow-up"] as const;

/**
 * A stable pseudo-random number in [0, 1) from a row number and a salt: the same rows come
 * out of every run, so the seed is deterministic without a client-side generator.
 */
export const rnd = (expr: string, salt: string) => sql.raw(`(('x' || substr(md5((${expr})::text || '${salt}'), 1, 8))::bit(32)::bigint / 4294967296.0)`);

const FIRST = ["Aisha", "Omar", "Fatima", "Yusuf", "Layla", "Khalid", "Noor", "Hassan", "Mariam", "Ali", "Sara", "Ahmed", "Hana", "Tariq", "Zainab", "Rami", "Lina", "Karim", "Dina", "Samir", "Emily", "James", "Priya", "Arjun", "Chloe", "Lucas", "Sofia", "Daniel", "Mei", "Ravi"];
const LAST = ["Al Mansouri", "Haddad", "Rahman", "Khoury", "Nasser", "Saleh", "Farouk", "Aziz", "Qureshi", "Hamdan", "Smith", "Patel", "Fernandes", "Kim", "Silva", "Novak", "Okafor", "Hughes", "Ibrahim", "Darwish"];
const CITIES = ["Dubai", "Abu Dhabi", "Sharjah", "Riyadh", "Doha", "Muscat", "Manama", "Kuwait City"];
const PLANS = ["Basic", "Plus", "Business"];

const arr = (xs: readonly string[]) => sql.raw(`(array[${xs.map((x) => `'${x.replace(/'/g, "''")}'`).join(",")}]::text[])`);

/**
 * Contacts, tags and custom fields with set-based inserts under fixed ids (`ct_demo_<n>`),
 * so a second run conflicts on every row and changes nothing. Phones are UAE mobiles
 * (9715…, stored without the +) and never end in 0000, which the sandbox refuses. Order
 * totals stay zero: they are derived from store orders, which the demo has none of.
 */
export async function seedContacts(db: DbOrTx, companyId: string, agentIds: string[]) {
  await db.execute(sql`
    insert into contacts (id, company_id, name, first_name, last_name, phone, email, custom_fields, label, lifecycle_stage,
      assigned_agent_id, source, channel_type, created_at, updated_at, marketing_consent)
    select 'ct_demo_' || g, ${companyId}, f || ' ' || l, f, l,
      '9715' || (array['0','2','5','6','8'])[1 + (g % 5)] || lpad((((g * 7919 + 1234567) % 9999999) + case when (g * 7919 + 1234567) % 10000 = 0 then 1 else 0 end)::text, 7, '1'),
      case when r2 < 0.7 then lower(replace(f || '.' || l, ' ', '')) || g || '@example.com' end,
      jsonb_build_object('city', ${arr(CITIES)}[1 + floor(r3 * ${CITIES.length})::int], 'plan', ${arr(PLANS)}[1 + floor(r4 * ${PLANS.length})::int])
        || case when r2 < 0.4 then jsonb_build_object('loyalty_points', floor(r4 * 5000)::int) else '{}'::jsonb end,
      (case when r5 < 0.1 then 'VIP' when r5 < 0.25 then 'HOT_LEAD' when r5 < 0.4 then 'WARM_LEAD' when r5 < 0.5 then 'FOLLOW_UP' end)::contact_label,
      (array['LEAD','LEAD','SUBSCRIBER','OPPORTUNITY','CUSTOMER','CUSTOMER','REPEAT_CUSTOMER','EVANGELIST'])[1 + floor(r6 * 8)::int]::lifecycle_stage,
      case when r1 < 0.5 then ${sql.raw(`(array[${agentIds.map((a) => `'${a}'`).join(",")}]::text[])`)}[1 + (g % ${agentIds.length})] end,
      (array['MANUAL','IMPORT','CHATAPP'])[1 + (g % 3)], 'CHATAPP', created, created,
      (case when g % 23 = 0 then 'OPTED_OUT' else 'OPTED_IN' end)::marketing_consent
    from (select g,
            ${arr(FIRST)}[1 + (g * 7) % ${FIRST.length}] as f, ${arr(LAST)}[1 + (g * 13 + g / 7) % ${LAST.length}] as l,
            ${rnd("g", "r1")} r1, ${rnd("g", "r2")} r2, ${rnd("g", "r3")} r3, ${rnd("g", "r4")} r4, ${rnd("g", "r5")} r5, ${rnd("g", "r6")} r6,
            now() - interval '1 minute' * floor(60 * 24 * 56 * ${rnd("g", "created")}) - interval '1 day' as created
          from generate_series(1, ${DEMO_CONTACTS}) g) x
    on conflict do nothing`);

  const colors = ["#dc2626", "#2563eb", "#16a34a", "#9333ea", "#d97706", "#0891b2"];
  for (const [i, name] of DEMO_TAGS.entries()) {
    await db.execute(sql`insert into tags (id, company_id, name, color) values (${`tag_demo_${i + 1}`}, ${companyId}, ${name}, ${colors[i]}) on conflict do nothing`);
  }
  // Each contact gets zero to two tags; VIP goes to the VIP-labelled contacts.
  await db.execute(sql`
    insert into contact_tags (contact_id, tag_id, company_id, created_at)
    select c.id, 'tag_demo_' || t, c.company_id, c.created_at
    from contacts c
    cross join generate_series(1, ${DEMO_TAGS.length}) t
    where c.company_id = ${companyId} and c.id like 'ct_demo_%'
      and ((t = 1 and c.label = 'VIP') or (t > 1 and ${rnd("c.id || t", "tag")} < 0.18))
    on conflict do nothing`);
  // The custom-field key counts every contact write keeps current, recomputed whole.
  await db.execute(sql`
    insert into contact_field_keys (company_id, key, usage)
    select ${companyId}, k, count(*)::int from contacts, jsonb_object_keys(custom_fields) k where company_id = ${companyId} group by k
    on conflict (company_id, key) do update set usage = excluded.usage`);
}
