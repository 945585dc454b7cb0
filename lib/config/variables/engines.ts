import { decimal, list, oneOf, whole } from "./kinds";
import { group, setting } from "./setting";

const seconds = (n: number) => decimal({ above: 0 }).default(n);

// `host:port`, the form isAllowedTarget compares (lib/net/public-address.ts); IPv6 in brackets.
const hostPort = (s: string) => /^(\[[0-9a-f:.]+\]|[^\s:[\]/]+):\d{1,5}$/i.test(s);

export const engineVars = group("Campaigns, workflows, events and webhooks", {
  CAMPAIGN_SEND_CONCURRENCY: setting(whole(1).default(64), "campaign platform calls in flight per worker process"),
  CAMPAIGN_CLAIM_PARALLEL: setting(
    whole(1).optional("`DB_POOL_MAX` − 6, at least 2 (4 with the default pool)"),
    "campaign claims (short transactions) a worker process runs at once; each holds a pooled connection",
  ),
  CAMPAIGN_MAX_CLAIMED: setting(whole(1).default(4000), "claimed, not yet settled recipients a worker process holds before it stops claiming"),
  CAMPAIGN_LEASE_SECONDS: setting(
    seconds(120),
    "how long a claimed recipient stays with its sender before another process settles it from the platform's callbacks or sends it again",
  ),
  CAMPAIGN_RECLAIM_SECONDS: setting(seconds(5), "how often each sender looks for expired leases"),
  WORKFLOW_CONCURRENCY: setting(whole(1).default(32), "workflow runs a worker process advances at once"),
  WORKFLOW_LEASE_SECONDS: setting(seconds(60), "how long a claimed run stays with its worker before another takes it up (a dead worker's runs)"),
  SLA_SWEEP_SECONDS: setting(seconds(20), "how often each worker process derives SLA clocks and marks warnings and breaches (the browser tests use 1)"),
  SCHEDULED_CONCURRENCY: setting(whole(1).default(16), "scheduled messages a worker process sends at once"),
  SCHEDULED_LEASE_SECONDS: setting(seconds(60), "how long a claimed scheduled message stays with its worker before another takes it up and recovers its send"),
  EVENT_OUTBOX_RETAIN_MINUTES: setting(
    decimal({ atLeast: 0 }).default(0),
    "how long a dispatched event stays in `event_outbox`; 0 deletes it as it is dispatched (nothing reads it afterwards), more keeps it that long for debugging, then the minute sweep prunes it (the test servers keep an hour)",
  ),
  EVENT_OUTBOX_VACUUM_SECONDS: setting(
    decimal({ atLeast: 0 }).default(0),
    "how often the dispatcher vacuums `event_outbox`; 0 leaves it to autovacuum. Each dispatched event leaves a dead row; the dispatch loop's scans start near the newest events so they skip most of them, and the vacuum keeps the table small on a server whose autovacuum is off or lags at campaign rates (10)",
  ),
  EVENT_PAYLOAD_CHECK: setting(
    oneOf(["off", "strict"]).default("off"),
    "`strict` checks every emitted event against its payload schema and fails the write on a mismatch (the test servers and domain tests; benchmarks measure without)",
  ),
  WEBHOOKS_ALLOWED_TARGETS: setting(
    list("host:port entries", hostPort).default([]),
    "`host:port,…` exempt from the webhook private-address check (development and tests; logged at start)",
  ),
  WEBHOOK_PAUSE_AFTER_SECONDS: setting(
    decimal({ atLeast: 0 }).default(300),
    "how long a subscription's deliveries must have been failing before it is paused automatically (the test servers use 6)",
  ),
});
