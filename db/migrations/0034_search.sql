-- Hand-written (drizzle-kit cannot express it): full-text search over messages (lib/search).
-- The column is not declared in db/schema/messaging.ts on purpose: Drizzle would then read it
-- with every `select()` of a message, a few hundred bytes per row that only search needs.
-- One stored tsvector in three configurations: 'arabic' and 'english' stem their languages
-- (the arabic stemmer drops the article: الكتاب and كتاب meet), 'simple' keeps every word
-- as written (names, codes, words of other languages). A query ORs the three tsqueries.
-- Adding a stored generated column rewrites the table once, under an exclusive lock.
ALTER TABLE "messages" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  to_tsvector('arabic'::regconfig, coalesce("text", ''))
  || to_tsvector('english'::regconfig, coalesce("text", ''))
  || to_tsvector('simple'::regconfig, coalesce("text", ''))
) STORED;--> statement-breakpoint
-- btree_gin lets one GIN index narrow by company and words together.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
CREATE INDEX "messages_search_idx" ON "messages" USING gin ("company_id", "search_vector");
