import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { env } from "@/lib/config/env";
import { StartupError } from "@/lib/system/startup-error";
import { dataDir, embeddedPort, usesEmbedded } from "./config";

/**
 * Turns a failure to reach or start the database into one message that says what failed and
 * which setting (DATABASE_URL, DATA_DIR, EMBEDDED_PG_PORT) or folder permission fixes it.
 */
export function explainDatabaseFailure(err: unknown): StartupError {
  if (err instanceof StartupError) return err;
  const { codes, text } = flatten(err);
  return new StartupError(usesEmbedded() ? embedded(codes, text) : external(codes, text), { cause: err });
}

/** host:port/database of DATABASE_URL, without the user or password. */
export function describeDatabaseUrl(url = env().DATABASE_URL ?? ""): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || 5432}${u.pathname}`;
  } catch {
    return "(not a valid URL)";
  }
}

const FIX_URL = "Set DATABASE_URL to a reachable PostgreSQL server (postgres://user:password@host:port/database), or unset it to use the embedded server under DATA_DIR.";

function external(codes: Set<string>, text: string): string {
  const target = `${describeDatabaseUrl()} (DATABASE_URL)`;
  const detail = `(${firstLine(text)})`;
  if (describeDatabaseUrl() === "(not a valid URL)" || /invalid url|Invalid URL/.test(text)) return `DATABASE_URL is not a valid postgres:// URL. ${FIX_URL}`;
  if (codes.has("ECONNREFUSED")) return `Nothing accepts connections at ${target} ${detail}: is PostgreSQL running on that host and port? ${FIX_URL}`;
  if (codes.has("ENOTFOUND") || codes.has("EAI_AGAIN")) return `The host of ${target} cannot be found ${detail}. ${FIX_URL}`;
  if (codes.has("ETIMEDOUT") || codes.has("EHOSTUNREACH") || codes.has("ENETUNREACH") || /timeout|timed out/i.test(text)) {
    return `The database at ${target} did not answer in time ${detail}: check the host, port and firewall. ${FIX_URL}`;
  }
  if (codes.has("28P01") || codes.has("28000")) return `The database at ${target} refused the user or password ${detail}. ${FIX_URL}`;
  if (codes.has("3D000")) return `The database named in DATABASE_URL does not exist on ${describeDatabaseUrl()} ${detail}: create it (createdb) or name an existing one in DATABASE_URL.`;
  if (codes.has("57P03") || codes.has("55000") || codes.has("53300")) return `The database at ${target} does not accept connections now ${detail}. ${FIX_URL}`;
  if (codes.has("42501")) return `The user in DATABASE_URL may not create the tables the migrations need ${detail}: give it CREATE on the database, or use another user in DATABASE_URL.`;
  return `Could not prepare the database at ${target}: ${firstLine(text)}. ${FIX_URL}`;
}

function embedded(codes: Set<string>, text: string): string {
  const dir = dataDir();
  const where = `the embedded PostgreSQL server (DATA_DIR=${dir}, EMBEDDED_PG_PORT=${embeddedPort()})`;
  const alt = "Or set DATABASE_URL to use a PostgreSQL server you run yourself.";
  if (/permission denied|EACCES|wrong ownership|Operation not permitted/i.test(text) || codes.has("EACCES") || codes.has("EPERM")) {
    const blocked = blockedFolders(dir);
    const who = process.getuid?.() === 0 ? "The app runs as root, so PostgreSQL runs as the `postgres` system user, which" : "PostgreSQL";
    return [
      `${capital(where)} cannot use its folder: ${firstLine(text)}.`,
      `${who} must be able to reach and write DATA_DIR/pg.` + (blocked.length ? ` It cannot enter ${blocked.join(", ")}.` : ""),
      `Fix: set DATA_DIR to a folder that user can reach (e.g. /var/lib/omnichannel, or /tmp/omnichannel-data for a try-out)` +
        (blocked.length ? `, or let it through with \`chmod o+x ${blocked.join(" ")}\`` : "") +
        `, or run the app as a normal user. ${alt}`,
    ].join("\n");
  }
  if (/address already in use|could not bind|could not create listen socket/i.test(text) || codes.has("EADDRINUSE")) {
    return `${capital(where)} cannot listen on port ${embeddedPort()}: another program uses it (${firstLine(text)}). Set EMBEDDED_PG_PORT to a free port. ${alt}`;
  }
  if (/cannot run as a root user|create and initialize a new user/i.test(text)) {
    return `${capital(where)} cannot run as root and could not create a \`postgres\` user to run as (${firstLine(text)}). Run the app as a normal user. ${alt}`;
  }
  if (/does not answer on port|did not start within/i.test(text)) return `${capital(where)} did not come up: ${firstLine(text)}. Check DATA_DIR and EMBEDDED_PG_PORT (another server may hold the folder or the port). ${alt}`;
  return `${capital(where)} failed: ${firstLine(text)}. Check DATA_DIR (a writable folder) and EMBEDDED_PG_PORT (a free port). ${alt}`;
}

/** Folders on the way to DATA_DIR that the `postgres` user (as root) or others cannot enter. */
function blockedFolders(dir: string): string[] {
  const pgUser = postgresIds();
  const blocked: string[] = [];
  for (let d = path.resolve(dir); ; d = path.dirname(d)) {
    try {
      const st = statSync(d);
      const x = (st.uid === pgUser?.uid && st.mode & 0o100) || (st.gid === pgUser?.gid && st.mode & 0o010) || st.mode & 0o001;
      if (!x) blocked.unshift(d);
    } catch {
      // not created yet
    }
    if (d === path.dirname(d)) break;
  }
  return blocked;
}

function postgresIds(): { uid: number; gid: number } | null {
  try {
    const line = readFileSync("/etc/passwd", "utf8")
      .split("\n")
      .find((l) => l.startsWith("postgres:"));
    if (!line) return null;
    const [, , uid, gid] = line.split(":");
    return { uid: Number(uid), gid: Number(gid) };
  } catch {
    return null;
  }
}

function flatten(err: unknown): { codes: Set<string>; text: string } {
  const codes = new Set<string>();
  const texts: string[] = [];
  let e = err as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown[] } | undefined;
  for (let i = 0; e && i < 5; i++) {
    if (typeof e.code === "string") codes.add(e.code);
    if (typeof e.message === "string" && e.message) texts.push(e.message);
    else if (typeof e === "string") texts.push(e);
    // AggregateError (connecting to every address of a host) holds the real errors.
    for (const inner of e.errors ?? []) if (typeof (inner as { code?: unknown }).code === "string") codes.add((inner as { code: string }).code);
    e = e.cause as typeof e;
  }
  return { codes, text: texts.join(": ") || String(err) };
}

function firstLine(text: string): string {
  return text.split("\n").find((l) => l.trim())?.trim().replace(/\.$/, "") ?? "no message";
}

function capital(s: string): string {
  return s[0].toUpperCase() + s.slice(1);
}
