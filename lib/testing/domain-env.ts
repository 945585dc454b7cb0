import { inject } from "vitest";

// Before any module opens the pool: every domain test file talks to the run's database.
process.env.DATABASE_URL = inject("domainDatabaseUrl");
process.env.LOG_LEVEL ??= "silent";
process.env.NEXTAUTH_SECRET ??= "domain-test-secret-not-for-production-0123456789";
process.env.BCRYPT_COST ??= "4";
// Every emitted event is checked against its payload schema (lib/events/payloads/registry.ts).
process.env.EVENT_PAYLOAD_CHECK ??= "strict";
