-- Rate-limit counters are worthless after a crash and rewritten on every request: an
-- unlogged table skips the write-ahead log, so counting costs no fsync.
ALTER TABLE "rate_limits" SET UNLOGGED;
