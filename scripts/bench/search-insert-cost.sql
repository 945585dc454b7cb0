-- The per-insert cost of the search column (migration 0034): a server-side loop of single-row
-- INSERTs into messages, to run on a migrated scratch database as
--   psql $URL -f scripts/bench/search-insert-cost.sql -c "select pg_temp.load(20000, 'a')"
-- then again after `alter table messages drop column search_vector` (and put it back with
-- the statements of 0034). Inserts rows of company co_ins; delete them between runs.
\set ON_ERROR_STOP on
insert into companies (id, name, slug) values ('co_ins', 'Ins', 'ins') on conflict do nothing;
insert into contacts (id, company_id, name) values ('ct_ins', 'co_ins', 'X') on conflict do nothing;
insert into channel_connections (id, company_id, channel, name, identifiers, mode) values ('chn_ins', 'co_ins', 'CHATAPP', 'c', '{}', 'sandbox') on conflict do nothing;
insert into conversations (id, company_id, contact_id, channel, inbox_id) values ('cv_ins', 'co_ins', 'ct_ins', 'CHATAPP', 'chn_ins') on conflict do nothing;
create or replace function pg_temp.load(n int, tag text) returns numeric language plpgsql as $$
declare t0 timestamptz := clock_timestamp(); i int;
begin
  for i in 1..n loop
    insert into messages (id, company_id, conversation_id, contact_id, channel, direction, type, text, status)
    values ('msg_' || tag || '_' || i, 'co_ins', 'cv_ins', 'ct_ins', 'CHATAPP', 'inbound', 'text',
      case when i % 5 < 3 then 'Hello, where is my order? The delivery was due today, please help ' || i
           else 'مرحبا، أين طلبي؟ كان التوصيل اليوم، أرجو المساعدة ' || i end, 'received');
  end loop;
  return round(extract(epoch from clock_timestamp() - t0) * 1e6 / n, 1);
end $$;
