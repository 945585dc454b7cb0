/**
 * `npm run cli -- <noun> <verb> [--flags]`: non-interactive administration. The last line of
 * stdout is the result (for `token create`, the token alone).
 */
import { parseArgs } from "node:util";
import { prepareDatabase } from "@/db/bootstrap";
import { closeDb } from "@/db/client";
import { COMMANDS } from "@/lib/cli/commands";
import { validateEnv } from "@/lib/config/env";
import { requireOwnSecretKey } from "@/lib/system/secret-key-check";

// Commands that seal or open stored secrets check first that this process has the key that
// wrote the others (a CLI with another NEXTAUTH_SECRET would store tokens no server can read).
const USES_SECRETS = new Set(["channel connect", "integration secret"]);

const USAGE = `usage: npm run cli -- <command> [--flags]
  company create --name NAME --slug SLUG
  user create --company SLUG --email E --password P --role owner|admin|agent|marketer
  user reset-password --email E [--password P]   prints a one-time reset link (7 days), or sets P
  token create --company SLUG --name NAME --scopes 'contacts:read,...'|'*' [--expires ISO]
  token revoke --company SLUG --name NAME
  channel connect chatapp --company SLUG --phone-number-id ID --waba-id ID --access-token T
  channel connect photoapp|socialchat --company SLUG --page-id ID --access-token T
  channel connect botchat --company SLUG --bot-id ID --bot-username NAME --access-token T
  channel connect sms --company SLUG --account-sid AC… --phone-number +1… --access-token AUTH_TOKEN`;

async function main() {
  const names = ["name", "slug", "company", "email", "password", "role", "scopes", "expires", "phone-number-id", "waba-id", "access-token", "page-id", "bot-id", "bot-username", "account-sid", "phone-number", "id"];
  const { positionals, values } = parseArgs({
    args: process.argv.slice(2),
    allowPositionals: true,
    options: Object.fromEntries(names.map((n) => [n, { type: "string" as const }])),
  });
  const key = positionals.slice(0, 2).join(" ");
  const command = COMMANDS[key];
  if (!command) {
    console.error(positionals.length ? `unknown command: ${key}\n${USAGE}` : USAGE);
    process.exit(2);
  }
  const flags = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v)]));
  validateEnv(); // a bad variable: "error: DB_POOL_MAX must be …", exit 1, before the database
  const db = await prepareDatabase();
  try {
    if (USES_SECRETS.has(key)) await requireOwnSecretKey();
    const result = await command(flags, positionals.slice(2));
    console.log(typeof result === "string" ? result : JSON.stringify(result));
  } finally {
    await closeDb();
    await db.stop();
  }
}

main().catch((err) => {
  const e = err as { message?: string; details?: unknown };
  console.error(`error: ${e.message ?? String(err)}${e.details ? ` ${JSON.stringify(e.details)}` : ""}`);
  process.exit(1);
});
