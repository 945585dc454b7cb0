/**
 * The benchmark's baseline: a bare Node `http` server that runs the identical SQL the app's
 * routes run (taken from the same query builders with toSQL()) through `pg`, and returns the
 * rows as JSON. No Next.js, no credential, no rate limit, no validation beyond parsing.
 */
import http from "node:http";
import pg from "pg";
import { getDb } from "@/db/client";
import { contactActivities, contacts, eventOutbox } from "@/db/schema";
import { contactCountQuery, contactPageQuery, countPlanQuery, listTotal } from "@/lib/contacts/list-contacts";
import { listContactsQuery } from "@/lib/contacts/schemas";
import { searchQuery } from "@/lib/contacts/search-contacts";
import { contactByIdQuery } from "@/lib/contacts/get-contact";
import { systemCtx } from "@/lib/domain/context";
import { newId } from "@/lib/ids";
import { wakeDispatcher } from "@/lib/events/emit";

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.DB_POOL_MAX ?? 10) });
const ctx = systemCtx(process.env.BENCH_COMPANY_ID!, "baseline");
const db = getDb();
type Q = { sql: string; params: unknown[] };

const run = (q: Q) => pool.query(q.sql, q.params);

async function list(params: URLSearchParams) {
  const query = listContactsQuery.parse(Object.fromEntries(params));
  const planSql = countPlanQuery(ctx, query).toSQL();
  const [page, totals] = await Promise.all([
    run(contactPageQuery(ctx, query).toSQL()),
    listTotal(
      ctx,
      query,
      async () => (await pool.query(`explain (format json) ${planSql.sql}`, planSql.params)).rows[0]["QUERY PLAN"][0].Plan,
      async () => (await run(contactCountQuery(ctx, query).toSQL())).rows[0].n,
    ),
  ]);
  return { data: page.rows, pagination: totals };
}

async function search(params: URLSearchParams) {
  const { rows } = await run(searchQuery(ctx, params.get("q") ?? "", Number(params.get("limit") ?? 10)).toSQL());
  return { data: rows };
}

async function byId(id: string) {
  const { rows } = await run(contactByIdQuery(ctx, id).toSQL());
  return rows[0];
}

/** The statements createContact runs, from the same builders, in one transaction. */
async function create(body: { name: string; email?: string }) {
  const id = newId("ct");
  const client = await pool.connect();
  try {
    await client.query("begin");
    const ins = db.insert(contacts).values({ id, companyId: ctx.companyId, name: body.name, email: body.email ?? null, customFields: {}, source: "API" }).returning().toSQL();
    const { rows } = await client.query(ins.sql, ins.params);
    const act = db.insert(contactActivities).values({ companyId: ctx.companyId, contactId: id, type: "CONTACT_CREATED", data: { source: "API" }, actorType: "system", actorId: null, actorName: "baseline" }).toSQL();
    await client.query(act.sql, act.params);
    const evt = db.insert(eventOutbox).values({ eventId: `evt_${id}`, companyId: ctx.companyId, event: "contact.created", payload: { contact: rows[0] } }).toSQL();
    await client.query(evt.sql, evt.params);
    await client.query("commit");
    await wakeDispatcher(db); // as the app's emitter: once committed, from outside the transaction
    return rows[0];
  } catch (err) {
    await client.query("rollback");
    throw err;
  } finally {
    client.release();
  }
}

async function readBody(req: http.IncomingMessage) {
  let s = "";
  for await (const chunk of req) s += chunk;
  return JSON.parse(s || "{}");
}

http
  .createServer(async (req, res) => {
    try {
      const url = new URL(req.url!, "http://x");
      let out: unknown;
      if (req.method === "GET" && url.pathname === "/health") out = (await pool.query("select 1"), { status: "ok" });
      else if (req.method === "GET" && url.pathname === "/contacts") out = await list(url.searchParams);
      else if (req.method === "GET" && url.pathname === "/contacts/search") out = await search(url.searchParams);
      else if (req.method === "GET" && url.pathname.startsWith("/contacts/")) out = await byId(url.pathname.slice(10));
      else if (req.method === "POST" && url.pathname === "/contacts") out = await create(await readBody(req));
      else {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(out));
    } catch (err) {
      res.writeHead(500).end(String(err));
    }
  })
  .listen(Number(process.env.PORT ?? 3301), "127.0.0.1");
