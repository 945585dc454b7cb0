import "server-only";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { dataDir } from "@/db/config";
import { env } from "./env";

const g = globalThis as unknown as { __authSecretFile?: string };

/**
 * NEXTAUTH_SECRET signs sessions and API JWTs. When unset (a fresh `npm run dev`), one is
 * generated once and kept in DATA_DIR so sessions survive restarts; production sets the env.
 */
export function authSecret(): string {
  const set = env().NEXTAUTH_SECRET;
  if (set) return set;
  const file = authSecretPath();
  if (!existsSync(file)) {
    mkdirSync(dataDir(), { recursive: true });
    try {
      writeFileSync(file, randomBytes(32).toString("base64url"), { mode: 0o600, flag: "wx" });
    } catch (err) {
      if ((err as { code?: string }).code !== "EEXIST") throw err; // another process won the race
    }
  }
  // Into the environment too: next-auth reads NEXTAUTH_SECRET from process.env itself.
  const generated = readFileSync(file, "utf8").trim();
  process.env.NEXTAUTH_SECRET = generated;
  g.__authSecretFile = file;
  return generated;
}

/** Where the generated development secret lives (DATA_DIR/auth-secret). */
export function authSecretPath(): string {
  return path.join(dataDir(), "auth-secret");
}

/** The file this process read its auth secret from, or null when NEXTAUTH_SECRET was set. */
export function authSecretFile(): string | null {
  authSecret();
  return g.__authSecretFile ?? null;
}
