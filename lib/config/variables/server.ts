import { custom, flag, oneOf, text, url, whole } from "./kinds";
import { group, setting } from "./setting";

/** 32 bytes, base64: what AES-256-GCM needs (lib/crypto/secret-box.ts). */
const key32 = custom("must be 32 bytes, base64-encoded", (s) => (Buffer.from(s, "base64").length === 32 ? s : undefined));

export const serverVars = group("Server and sign-in", {
  PORT: setting(whole(1, 65535).default(3000), "HTTP port of `npm run dev` / `npm start`"),
  APP_URL: setting(url().optional("`http://localhost:$PORT`"), "the app's public URL (also the default of `NEXTAUTH_URL`)"),
  NEXTAUTH_URL: setting(url().optional("`APP_URL`"), "next-auth's base URL"),
  NEXTAUTH_SECRET: setting(text().optional("generated into `DATA_DIR/auth-secret`"), "signs sessions and API JWTs; set it in production", { secret: "value" }),
  ENCRYPTION_KEY: setting(
    key32.optional("derived from the auth secret"),
    "32 bytes, base64: AES-256-GCM key for channel access tokens, webhook and web-event secrets; set it in production, the same in every process (web, worker, CLI)",
    { secret: "value" },
  ),
  ENCRYPTION_KEY_CHECK: setting(
    oneOf(["strict", "warn"]).default("strict"),
    "at start, a process refuses to run (exit 1) when a stored secret was written under another key; `warn` only warns (to reconnect channels and regenerate secrets after the old key is lost)",
  ),
  JWT_TTL_SECONDS: setting(whole(1).default(900), "lifetime of JWTs from `POST /api/v1/auth/token`"),
  BCRYPT_COST: setting(whole(4, 31).default(12), "password hashing cost"),
  VERCEL: setting(flag().default(false, "unset"), "set by Vercel: with `NEXTAUTH_URL` unset, session cookies are `__Secure-` ones (next-auth's own rule)"),
  MAX_BODY_BYTES: setting(whole(1).default(1_048_576), "largest JSON request body"),
  AUTH_CACHE_TTL_MS: setting(whole(0).default(30_000), "how long a process reuses a credential lookup (only while it listens for revocations)"),
  HEALTH_DB_TIMEOUT_MS: setting(whole(1).default(1000), "how long `GET /api/health` waits for the database's `select 1` before answering 503 (the test servers use 3000)"),
  CONTACT_COUNT_COST_BUDGET: setting(whole(0).default(2000), "planner cost up to which contact lists count their total exactly"),
});
