/**
 * bench:workflows' setup: a company connected live to the fake Cloud API with contacts, a tag
 * and an approved template; the five-step workflow; and bursts of website events written
 * straight into the outbox.
 */
import { getPool } from "@/db/client";
import type { FakeCloudApi } from "@/lib/testing/fake-cloud-api";
import { approvedTemplateOf } from "@/lib/testing/campaign-fixtures";
import { newCompany } from "@/e2e/api/support/fixtures";

export const EVENT_NAME = "bench_signup";

export type Api = <T = Record<string, unknown>>(auth: string, method: string, p: string, body?: unknown) => Promise<T>;

export function apiClient(baseUrl: string): Api {
  return async <T>(auth: string, method: string, p: string, body?: unknown) => {
    const res = await fetch(`${baseUrl}${p}`, { method, headers: { authorization: `Bearer ${auth}`, "content-type": "application/json" }, body: body === undefined ? undefined : JSON.stringify(body) });
    const json = (await res.json()) as T;
    if (!res.ok) throw new Error(`${method} ${p}: ${res.status} ${JSON.stringify(json)}`);
    return json;
  };
}

/** A company on its own business number of the fake, with a tag and an APPROVED template. */
export async function seedCompany(fake: FakeCloudApi, api: Api, label: string) {
  const co = await newCompany(label);
  const token = (await co.token(["automations:write", "automations:read", "channels:write"])).token;
  const number = `20${String(Math.floor(Math.random() * 1e12)).padStart(12, "0")}`;
  const access = `EAAG-bench-${number}-access-token`;
  fake.addNumber(number, access);
  await api(token, "PUT", "/api/v1/channels/chatapp", { phoneNumberId: number, wabaId: `waba${number}`, accessToken: access });
  const tpl = await approvedTemplateOf(co.companyId);
  const tag = await co.tag("Workflow bench");
  return { companyId: co.companyId, token, number, tpl, tagId: tag.id };
}

/**
 * `n` contacts with phones, set-based: ids `<prefix>000001…`, phones `1<5 digits of the
 * number><group digit><6 digits>` so that groups of one company never share a phone.
 */
export async function seedContacts(companyId: string, number: string, prefix: string, group: number, n: number) {
  await getPool().query(
    `insert into contacts (id, company_id, name, first_name, phone)
     select $2::text || lpad(g::text, 6, '0'), $1, 'Customer ' || g, 'Customer' || g, $3::text || lpad(g::text, 6, '0')
     from generate_series(1, $4::int) g`,
    [companyId, prefix, `1${number.slice(-5)}${group}`, n],
  );
  const { rows } = await getPool().query<{ id: string; phone: string }>(`select id, phone from contacts where company_id = $1 and id like $2::text || '%' order by id`, [companyId, prefix]);
  return rows;
}

/** Trigger (a website event), condition (phone is set), add tag, send, delay 1 s, send. */
export function benchWorkflow(tagId: string, templateName: string) {
  const send = { templateName, languageCode: "en" };
  return {
    name: "Bench: condition, tag, send, delay 1 s, send",
    triggerEvent: `web_event:${EVENT_NAME}`,
    nodes: [
      { id: "trigger", type: "trigger", config: { filters: [] } },
      { id: "has_phone", type: "condition", config: { match: "all", rules: [{ source: "contact", key: "phone", operator: "is_set" }] } },
      { id: "tag", type: "add-tag", config: { tagId } },
      { id: "send_1", type: "chatapp-send-template", config: send },
      { id: "wait", type: "delay", config: { mode: "duration", duration: { amount: 1, unit: "seconds" } } },
      { id: "send_2", type: "chatapp-send-template", config: send },
    ],
    edges: [
      { id: "e1", source: "trigger", target: "has_phone" },
      { id: "e2", source: "has_phone", target: "tag", sourceHandle: "true" },
      { id: "e3", source: "tag", target: "send_1" },
      { id: "e4", source: "send_1", target: "wait", sourceHandle: "next" },
      { id: "e5", source: "wait", target: "send_2" },
    ],
  };
}

/**
 * `web_event.received` events (the payload receive.ts writes, naming the contact) for the
 * contacts `<prefix>000001…<prefix>n`, in one statement, then the dispatcher's wake-up, in one
 * transaction. `burst` goes into the payload's data so the runs of one burst can be told apart.
 * Returns when it committed (epoch ms).
 */
export async function emitBurst(companyId: string, prefix: string, n: number, burst: string): Promise<number> {
  const client = await getPool().connect();
  try {
    await client.query("begin");
    await client.query(
      `insert into event_outbox (event_id, company_id, event, payload)
       select 'evt_' || md5($3::text || ':' || g), $1, 'web_event.received',
              jsonb_build_object('webEventId', 'wev_' || md5($3::text || ':' || g), 'integration', jsonb_build_object('id', 'wei_bench', 'name', 'Bench site'),
                                 'eventName', $4::text, 'match', 'MATCHED', 'contactId', $2::text || lpad(g::text, 6, '0'),
                                 'data', jsonb_build_object('event', $4::text, 'burst', $3::text))
       from generate_series(1, $5::int) g`,
      [companyId, prefix, burst, EVENT_NAME, n],
    );
    await client.query("select pg_notify('event_outbox', '')");
    await client.query("commit");
    return Date.now();
  } finally {
    client.release();
  }
}
