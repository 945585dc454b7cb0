/**
 * Set-based seeding for `npm run bench:search`: messages with Arabic and English text made
 * in SQL from small word lists (generate_series, no row-by-row inserts), contacts with
 * Arabic and English names, phones and emails. People and conversations come from the
 * analytics bench's seeder (scripts/bench/analytics-seed.ts).
 */
import pg from "pg";

/** Words by frequency: the first ones are common, the last rare (drawn as n·r³). */
const EN = `order thanks please delivery today payment help where when price invoice return refund address size colour color available tomorrow shipping tracking number account password change cancel discount coupon store branch open close hours weekend morning evening receipt warranty exchange product quality photo email phone message reply replies waiting question answer support manager problem broken late early gift card balance points loyalty`.split(" ");
const AR = `شكرا الطلب طلب التوصيل اليوم الدفع مساعدة أين متى السعر الفاتورة إرجاع استرداد العنوان المقاس اللون متوفر غدا الشحن التتبع رقم الحساب كلمة تغيير إلغاء خصم قسيمة المتجر الفرع مفتوح مغلق الساعات الصباح المساء الإيصال الضمان استبدال المنتج الجودة صورة رسالة رد انتظار سؤال جواب الدعم المدير مشكلة مكسور متأخر هدية بطاقة الرصيد النقاط`.split(" ");

/** A rare word the bench plants at a known rate (1 message in RARE_EVERY). */
export const RARE_WORD = "zephyrine";
export const RARE_EVERY = 100_000;
/** A word between rare and common (1 message in MID_EVERY): where neither plan is cheap. */
export const MID_WORD = "quokka";
export const MID_EVERY = 500;
/** A word only the target's newest messages say (planted by the measuring step, not here). */
export const BURST_WORD = "kinkajou";

const FIRST = `Fatima Mohammed Ahmed Aisha Omar Layla Yusuf Maryam Ali Noor Hassan Sara John Emma Michael Olivia David Sophia James Mia محمد فاطمة أحمد عائشة عمر ليلى يوسف مريم علي نور`.split(" ");
const LAST = `Haddad Khalil Nasser Saleh Mansour Farouk Smith Johnson Brown Taylor Wilson Davies الحداد خليل ناصر صالح منصور فاروق`.split(" ");

const arr = (words: string[]) => `array[${words.map((w) => `'${w}'`).join(",")}]::text[]`;

/**
 * Ten messages for each conversation number in [from, to] of the company seeded with prefix
 * `p`: 6-13 words each, 60 % English and 40 % Arabic, the rare word in 1 of RARE_EVERY, the middling one in 1 of MID_EVERY.
 */
export async function seedTextMessages(c: pg.Client, p: string, from: number, to: number) {
  await c.query(`insert into messages (id, company_id, conversation_id, contact_id, channel, direction, type, status, text, created_at)
    select 'msg_${p}_' || g || '_' || k, v.company_id, v.id, v.contact_id, v.channel, d::message_direction, 'text',
      (case when d = 'inbound' then 'received' else 'delivered' end)::message_status,
      (select string_agg(w[1 + floor(cardinality(w) * power(random(), 3) + 0 * j)::int], ' ') from generate_series(1, 6 + (g + k) % 8) j)
        || case when random() < ${1 / RARE_EVERY} then ' ${RARE_WORD}' else '' end
        || case when random() < ${1 / MID_EVERY} then ' ${MID_WORD}' else '' end,
      v.created_at + interval '1 minute' * (k * 4 + 3 * random())
    from generate_series(${from}, ${to}) g
    join conversations v on v.id = 'cv_${p}_' || g
    cross join generate_series(0, 9) k
    cross join lateral (select case when k % 2 = 1 then 'outbound' else 'inbound' end as d,
      case when (g * 7 + k) % 5 < 3 then ${arr(EN)} else ${arr(AR)} end as w) x`);
}

/** Names from the lists, phones of 12 digits, emails, for the contacts seeded with prefix `p`. */
export async function dressContacts(c: pg.Client, companyId: string, p: string) {
  await c.query(`update contacts set
      name = (${arr(FIRST)})[1 + floor(random() * ${FIRST.length})::int] || ' ' || (${arr(LAST)})[1 + floor(random() * ${LAST.length})::int],
      -- Unique per company: n·48271 mod a prime is a permutation of the contact numbers.
      phone = '9715' || lpad(((substr(id, ${p.length + 5})::bigint * 48271) % 99999989)::text, 8, '0'),
      email = 'customer' || substr(id, ${p.length + 5}) || '.${p}@example.com'
    where company_id = $1`, [companyId]);
}
