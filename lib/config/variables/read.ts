import { z } from "zod";
import { VARS, type Env, type EnvName, type RawEnv } from "./vars";

/** A bad value: the message names each variable, what it must be and what it was. */
export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join("\n"));
    this.name = "EnvError";
  }
}

const NAMES = Object.keys(VARS) as EnvName[];

/** One zod object over every variable: what validateEnv parses at start. */
export const envSchema = z.object(Object.fromEntries(NAMES.map((n) => [n, VARS[n].kind.schema]))) as unknown as z.ZodType<Env, RawEnv>;

/** `scheme://user:password@host/…` with the password replaced; anything else as it is. */
function withoutPassword(raw: string): string {
  const start = raw.indexOf("://") + 3;
  if (start < 3) return raw;
  const end = raw.slice(start).search(/[/?#]/);
  const authority = end < 0 ? raw.slice(start) : raw.slice(start, start + end);
  const at = authority.lastIndexOf("@");
  const colon = authority.indexOf(":");
  if (at < 0 || colon < 0 || colon > at) return raw;
  return `${raw.slice(0, start + colon + 1)}[redacted]${raw.slice(start + at)}`;
}

/** A value as it may be logged: a secret never, a URL without its password. */
export function masked(name: EnvName, raw: string): string {
  const secret = (VARS[name] as { secret?: string }).secret;
  if (secret === "value") return `[redacted, ${raw.length} characters]`;
  return secret === "url-password" ? withoutPassword(raw) : raw;
}

function problem(name: EnvName, message: string, raw: string | undefined): string {
  return `${name} ${message} (got ${raw === undefined ? "nothing" : JSON.stringify(masked(name, raw))})`;
}

function parseOne<K extends EnvName>(name: K, raw: string | undefined): Env[K] {
  const r = VARS[name].kind.schema.safeParse(raw);
  if (!r.success) throw new EnvError([problem(name, r.error.issues[0]?.message ?? "is not valid", raw)]);
  return r.data as Env[K];
}

/**
 * A live view of `source`: each variable is parsed when read and kept while its raw text stays
 * the same, so a test (or next-auth's start) that sets process.env is seen at the next read,
 * and a hot path pays one lookup, as `process.env.X` did.
 */
export function viewOf(source: () => RawEnv): Env {
  const memo = new Map<EnvName, { raw: string | undefined; value: unknown }>();
  const view = {};
  for (const name of NAMES) {
    Object.defineProperty(view, name, {
      enumerable: true,
      get() {
        const raw = source()[name];
        const hit = memo.get(name);
        if (hit && hit.raw === raw) return hit.value;
        const value = parseOne(name, raw);
        memo.set(name, { raw, value });
        return value;
      },
    });
  }
  return view as Env;
}

/** Parses every variable at once; throws an EnvError listing every bad one. */
export function parseAll(source: RawEnv): Env {
  const r = envSchema.safeParse(source);
  if (r.success) return r.data;
  const problems = r.error.issues.map((i) => {
    const name = String(i.path[0]) as EnvName;
    return problem(name, i.message, source[name]);
  });
  throw new EnvError(problems);
}

/** The variables `source` sets, as they may be logged: secrets masked. */
export function redacted(source: RawEnv): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of NAMES) {
    const raw = source[name];
    if (raw !== undefined && raw.trim() !== "") out[name] = masked(name, raw);
  }
  return out;
}
