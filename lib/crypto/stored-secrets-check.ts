import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { authSecretPath } from "@/lib/config/secrets";
import { describeKeySource, keyId, keySetting, open, SecretKeyMismatchError } from "./secret-box";

/** Every column that holds a sealed secret, with what an operator calls it. */
const STORED = sql.raw(`
  select 'channel access token' as kind, lower(channel::text) || ' connection ' || id as label, secret_ciphertext as sealed
    from channel_connections where secret_ciphertext is not null
  union all select 'webhook signing secret', 'webhook ' || id, secret_sealed from webhooks
  union all select 'web-event integration secret', 'integration ' || id, secret_sealed from web_event_integrations
  union all select 'store webhook secret', 'store ' || id, secret_sealed from store_connections`);

// v1 secrets carry no key id, so they are checked by opening them; a bounded sample keeps
// the start fast on a large database (new writes are v2 and checked by their id in SQL).
const LEGACY_SAMPLE = 200;

type Foreign = { kind: string; keyId: string | null; count: number; examples: string[] };

/** The stored secrets this process's key cannot open, grouped by kind and writer key. */
export async function findForeignSecrets(): Promise<Foreign[]> {
  const db = getDb();
  const current = keyId();
  const byId = await db.execute<{ kind: string; key_id: string; n: number; examples: string[] }>(sql`
    with s as (${STORED})
    select kind, split_part(sealed, '.', 2) as key_id, count(*)::int as n, (array_agg(label order by label))[1:3] as examples
      from s where sealed like 'v2.%' and split_part(sealed, '.', 2) <> ${current}
     group by 1, 2 order by 1, 2`);
  const found: Foreign[] = byId.rows.map((r) => ({ kind: r.kind, keyId: r.key_id, count: r.n, examples: r.examples }));
  const legacy = await db.execute<{ kind: string; label: string; sealed: string }>(sql`
    with s as (${STORED}) select kind, label, sealed from s where sealed not like 'v2.%' limit ${LEGACY_SAMPLE}`);
  for (const row of legacy.rows) {
    try {
      open(row.sealed);
    } catch (err) {
      if (!(err instanceof SecretKeyMismatchError)) throw err;
      const group = found.find((f) => f.kind === row.kind && f.keyId === null);
      if (group) {
        group.count++;
        if (group.examples.length < 3) group.examples.push(row.label);
      } else found.push({ kind: row.kind, keyId: null, count: 1, examples: [row.label] });
    }
  }
  return found;
}

/** The message a process prints when it refuses to start over foreign secrets. */
export function foreignSecretsMessage(found: Foreign[]): string {
  const lines = found.map(
    (f) =>
      `  - ${f.count} ${f.kind}${f.count === 1 ? "" : "s"} ${f.keyId ? `written under key id ${f.keyId}` : "written without a key id (older format) that this key cannot open"} (${f.examples.join(", ")}${f.count > f.examples.length ? ", …" : ""})`,
  );
  const setting = keySetting();
  return [
    `Stored secrets were encrypted with another key than this process's (key id ${keyId()}, from ${describeKeySource()}):`,
    ...lines,
    `Every process (web server, worker, CLI) must run with the same ${setting} as the one that wrote them. Set ${setting} to that value` +
      (setting === "NEXTAUTH_SECRET" ? ` (or set ENCRYPTION_KEY, 32 bytes base64, everywhere; without either, the development secret is generated into ${authSecretPath()}, i.e. under DATA_DIR)` : "") +
      ".",
    "If that key is lost: start once with ENCRYPTION_KEY_CHECK=warn, then reconnect those channels and regenerate those secrets (each one answers 409 CONFLICT saying so until then).",
  ].join("\n");
}

/**
 * The start check of web, worker and secret-using CLI commands: null when every stored
 * secret opens with this process's key, else the message to refuse with.
 */
export async function checkStoredSecretKeys(): Promise<string | null> {
  const found = await findForeignSecrets();
  return found.length ? foreignSecretsMessage(found) : null;
}
