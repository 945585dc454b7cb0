import { custom, text, whole } from "./kinds";
import { group, setting } from "./setting";

// A prefix check, not a URL parse: node-postgres takes forms WHATWG URLs refuse (a socket
// folder with an empty host); a wrong one is explained when the connection fails (db/diagnose.ts).
const postgresUrl = custom("must be a postgres:// URL", (s) => (/^(postgres|postgresql):\/\/|^socket:/i.test(s) ? s : undefined));

export const databaseVars = group("Database", {
  DATABASE_URL: setting(postgresUrl.optional(), "`postgres://` URL of a PostgreSQL server (15+). Unset: embedded PostgreSQL", { secret: "url-password" }),
  DATABASE_DIRECT_URL: setting(
    postgresUrl.optional("`DATABASE_URL`"),
    "PostgreSQL itself, when `DATABASE_URL` goes through a transaction-mode pooler (PgBouncer): LISTEN connections and migrations use it ([Scaling out](#scaling-out-npm-run-benchscale))",
    { secret: "url-password" },
  ),
  DATA_DIR: setting(text().default("./.data"), "embedded PostgreSQL's files and the generated development secret"),
  EMBEDDED_PG_PORT: setting(whole(1, 65535).default(54329), "port of the embedded server (127.0.0.1 only)"),
  DB_POOL_MAX: setting(whole(1).default(10), "PostgreSQL connections per process"),
});
