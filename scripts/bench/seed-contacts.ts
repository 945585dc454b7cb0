import { sql } from "drizzle-orm";
import { getPool, type Db } from "@/db/client";

const FIRST = ["Mohammed", "Ahmed", "Fatima", "Aisha", "Omar", "Layla", "Yusuf", "Maryam", "Ali", "Noor", "Hassan", "Sara", "Khalid", "Huda", "Ibrahim", "Zainab", "Tariq", "Rania", "Karim", "Salma", "James", "Mary", "John", "Patricia", "Robert", "Jennifer", "Michael", "Linda", "David", "Elizabeth", "William", "Barbara", "Richard", "Susan", "Joseph", "Jessica", "Thomas", "Karen", "Carlos", "Maria", "Jose", "Ana", "Luis", "Sofia", "Miguel", "Lucia", "Wei", "Li", "Priya", "Arjun", "Ananya", "Rahul", "Sakura", "Haruto", "Yuki", "Emma", "Lukas", "Mia", "Noah", "Olivia"];
const LAST = ["Al-Farsi", "Haddad", "Khan", "Hussein", "Nasser", "Saleh", "Mansour", "Aziz", "Rahman", "Qureshi", "Smith", "Johnson", "Williams", "Brown", "Jones", "Garcia", "Miller", "Davis", "Rodriguez", "Martinez", "Hernandez", "Lopez", "Gonzalez", "Wilson", "Anderson", "Thomas", "Taylor", "Moore", "Jackson", "Martin", "Lee", "Chen", "Wang", "Patel", "Sharma", "Singh", "Tanaka", "Suzuki", "Muller", "Schmidt", "Rossi", "Dubois", "Silva", "Santos", "Kowalski", "Novak", "Ivanov", "Okafor", "Mensah", "Adeyemi"];
const CITIES = ["Dubai", "Abu Dhabi", "Riyadh", "Jeddah", "Cairo", "Amman", "Doha", "Kuwait City", "Manama", "Muscat", "London", "Berlin"];
const TAGS = ["VIP", "Wholesale", "Newsletter", "Ramadan 2026", "Abandoned cart", "Repeat buyer", "High value", "Influencer", "Support priority", "Beta tester", "Referral", "Event attendee", "Cold", "Instagram lead", "Store visitor", "Loyalty gold", "Loyalty silver", "B2B", "Reseller", "Do not disturb"];

const arr = (xs: string[]) => sql.raw(`array[${xs.map((x) => `'${x.replace(/'/g, "''")}'`).join(",")}]`);

/**
 * Seeds `n` realistic contacts into one company with set-based SQL: names from common first
 * and last names, phones and emails for most, tags, custom fields, and statuses, stages,
 * labels, sources and dates spread by deterministic hashes. Secondary indexes are dropped
 * for the load and rebuilt afterwards (the standard bulk-load recipe), with their exact
 * definitions read from the catalog.
 */
export async function seedContacts(db: Db, companyId: string, n: number, agentIds: string[]) {
  const { rows: idx } = await db.execute<{ indexname: string; indexdef: string }>(sql`
    select indexname, indexdef from pg_indexes
    where tablename in ('contacts', 'contact_tags') and indexname not in ('contacts_pkey', 'contact_tags_contact_id_tag_id_pk')`);
  for (const i of idx) await db.execute(sql.raw(`drop index if exists "${i.indexname}"`));

  const tagIds = TAGS.map((_, i) => `tag_bench${String(i).padStart(8, "0")}`);
  await db.execute(sql`
    insert into tags (id, company_id, name, color)
    select id, ${companyId}, name, (array['#ef4444','#f97316','#eab308','#22c55e','#06b6d4','#6366f1','#a855f7','#ec4899'])[1 + o % 8]
    from unnest(${arr(tagIds)}::text[], ${arr(TAGS)}::text[]) with ordinality as t(id, name, o)`);

  const agents = agentIds.length ? arr(agentIds) : sql.raw("array[]::text[]");
  await db.execute(sql`
    insert into contacts (id, company_id, name, first_name, last_name, phone, email, custom_fields, label, status, lifecycle_stage,
                          assigned_agent_id, source, channel_type, total_spent, order_count, last_interaction_at, created_at, updated_at)
    select 'ct_bench' || lpad(g::text, 9, '0'), ${companyId},
      f || ' ' || l, f, l,
      case when g % 10 < 8 then (971500000000 + g)::text end,
      case when g % 10 < 6 then lower(replace(f || '.' || l, '-', '')) || g || (array['@gmail.com','@outlook.com','@company.ae','@mail.sa'])[1 + g % 4] end,
      jsonb_build_object('city', (${arr(CITIES)})[1 + (g * 31) % ${CITIES.length}], 'plan', (array['free','pro','gold'])[1 + (g * 7) % 3])
        || case when g % 4 = 0 then jsonb_build_object('birthday', to_char(date '1970-01-01' + (g * 13) % 15000, 'YYYY-MM-DD')) else '{}'::jsonb end,
      (array[null,null,null,'HOT_LEAD','WARM_LEAD','COLD_LEAD','FOLLOW_UP','VIP','CHURNED','DO_NOT_CONTACT'])[1 + (g * 17) % 10]::contact_label,
      (array['ACTIVE','ACTIVE','ACTIVE','ACTIVE','INACTIVE','ARCHIVED'])[1 + (g * 11) % 6]::contact_status,
      (array['LEAD','LEAD','SUBSCRIBER','OPPORTUNITY','CUSTOMER','REPEAT_CUSTOMER','EVANGELIST'])[1 + (g * 13) % 7]::lifecycle_stage,
      case when g % 3 = 0 and cardinality(${agents}) > 0 then (${agents})[1 + g % greatest(cardinality(${agents}), 1)] end,
      (array['MANUAL','IMPORT','CHATAPP','CHATAPP','STORE','PHOTOAPP','API'])[1 + (g * 19) % 7],
      (array[null,'chatapp','chatapp','photoapp','socialchat','botchat'])[1 + (g * 23) % 6],
      case when g % 5 < 2 then ((g * 1999) % 500000) / 100.0 else 0 end,
      case when g % 5 < 2 then 1 + (g * 3) % 9 else 0 end,
      case when g % 10 < 9 then timestamptz '2026-11-01' - make_interval(secs => (g * 1973) % 31536000) end,
      timestamptz '2026-11-01' - make_interval(secs => 63072000 - g * 63),
      timestamptz '2026-11-01' - make_interval(secs => 63072000 - g * 63) + make_interval(secs => (g * 2087) % 2592000)
    from generate_series(1, ${n}) g,
      lateral (select (${arr(FIRST)})[1 + (g * 1999) % ${FIRST.length}] as f, (${arr(LAST)})[1 + (g * 2087) % ${LAST.length}] as l) names`);

  await db.execute(sql`
    insert into contact_tags (contact_id, tag_id, company_id)
    select 'ct_bench' || lpad(g::text, 9, '0'), (${arr(tagIds)})[1 + t], ${companyId}
    from generate_series(1, ${n}) g,
      lateral (select distinct unnest(array[
        case when g % 3 = 0 then (g * 7) % 20 end,
        case when g % 5 = 0 then (g * 11) % 20 end,
        case when g % 11 = 0 then (g * 13) % 20 end]) as t) tt
    where t is not null`);

  await db.execute(sql`
    insert into contact_field_keys (company_id, key, usage)
    select ${companyId}, k, count(*) from contacts, jsonb_object_keys(custom_fields) k where company_id = ${companyId} group by k
    on conflict (company_id, key) do update set usage = excluded.usage`);

  // Rebuild on two connections at once (one per core): the GiST name index alone takes as
  // long as all the others together.
  const gist = idx.filter((i) => /using gist/i.test(i.indexdef));
  const rest = idx.filter((i) => !/using gist/i.test(i.indexdef));
  await Promise.all(
    [gist, rest].map(async (group) => {
      const client = await getPool().connect();
      try {
        await client.query("set maintenance_work_mem = '512MB'");
        await client.query("set max_parallel_maintenance_workers = 0");
        for (const i of group) await client.query(i.indexdef);
      } finally {
        client.release();
      }
    }),
  );
  // Vacuum too, so the measurements do not share the machine with autovacuum's first pass.
  for (const t of ["contacts", "contact_tags", "tags", "contact_field_keys"]) await db.execute(sql.raw(`vacuum (analyze) ${t}`));
  // And flush the load's dirty pages now rather than during the first measurements.
  await db.execute(sql`checkpoint`);
  return { tagIds };
}
