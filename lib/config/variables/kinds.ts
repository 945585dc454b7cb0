import { z } from "zod";

/**
 * The kinds of value an environment variable holds, as zod schemas from the raw string (or
 * undefined) to the typed value. Unset, empty and blank all mean "use the default": most reads
 * were `Number(x) || fallback` or `x || fallback`, and an empty `FOO=` in a .env file is unset
 * to its author. A bad value is an issue whose message completes "NAME ..." ("must be a whole
 * number ≥ 1"); read.ts adds the name and what was given.
 */
export type Raw = string | undefined;

/** A schema from the raw variable to its value, and how its default reads in the README. */
export interface Kind<T> {
  schema: z.ZodType<T, Raw>;
  shows: string;
}

/** Parses a present, non-blank value; undefined means it is not one of `expects`. */
interface Parser<T> {
  expects: string;
  parse(text: string): T | undefined;
  /** Secrets and free text keep their spaces; numbers, switches and URLs are trimmed. */
  raw?: boolean;
  /** The README's rendering of a default value. */
  render(value: T): string;
}

function schemaOf<T, D extends T | undefined>(p: Parser<T>, fallback: D): z.ZodType<T | D, Raw> {
  return z
    .string()
    .optional()
    .transform((value, ctx): T | D => {
      if (value === undefined || value.trim() === "") return fallback;
      const parsed = p.parse(p.raw ? value : value.trim());
      if (parsed !== undefined) return parsed;
      ctx.addIssue({ code: "custom", message: p.expects });
      return z.NEVER;
    });
}

class KindOf<T> {
  constructor(private readonly p: Parser<T>) {}
  /** The value when set; `fallback` when not (`shows` overrides how the README prints it). */
  default(fallback: T, shows?: string): Kind<T> {
    return { schema: schemaOf<T, T>(this.p, fallback), shows: shows ?? this.p.render(fallback) };
  }
  /** The value when set, undefined when not: the reader decides (a derived default, a feature off). */
  optional(shows = "unset"): Kind<T | undefined> {
    return { schema: schemaOf<T, undefined>(this.p, undefined), shows };
  }
}

const code = (s: string) => `\`${s}\``;
const bound = (min: number, max?: number) => `≥ ${min}${max === undefined ? "" : ` and ≤ ${max}`}`;

/** A whole number in [min, max]: counts, ports, limits, milliseconds. */
export function whole(min: number, max?: number): KindOf<number> {
  return new KindOf({
    expects: `must be a whole number ${bound(min, max)}`,
    parse: (s) => {
      const n = /^[+-]?\d+$/.test(s) ? Number(s) : NaN;
      return Number.isSafeInteger(n) && n >= min && (max === undefined || n <= max) ? n : undefined;
    },
    render: String,
  });
}

/** A number, fractions allowed (seconds and minutes: the crash tests lease runs for 0.5 s). */
export function decimal(opts: { above: number } | { atLeast: number }): KindOf<number> {
  const ok = (n: number) => ("above" in opts ? n > opts.above : n >= opts.atLeast);
  return new KindOf({
    expects: `must be a number ${"above" in opts ? `> ${opts.above}` : `≥ ${opts.atLeast}`}`,
    parse: (s) => {
      const n = /^[+-]?(\d+\.?\d*|\.\d+)$/.test(s) ? Number(s) : NaN;
      return Number.isFinite(n) && ok(n) ? n : undefined;
    },
    render: String,
  });
}

const TRUE = ["1", "true", "yes", "on"];
const FALSE = ["0", "false", "no", "off"];

/** On or off: 1/true/yes/on or 0/false/no/off, any case. */
export function flag(): KindOf<boolean> {
  return new KindOf({
    expects: `must be one of ${[...TRUE, ...FALSE].join(", ")}`,
    parse: (s) => (TRUE.includes(s.toLowerCase()) ? true : FALSE.includes(s.toLowerCase()) ? false : undefined),
    render: (v) => (v ? "on" : "off"),
  });
}

/** One of a few words, exactly as written. */
export function oneOf<const T extends string>(values: readonly T[]): KindOf<T> {
  return new KindOf<T>({
    expects: `must be one of ${values.join(", ")}`,
    parse: (s) => values.find((v) => v === s),
    render: code,
  });
}

/** An absolute URL with one of `protocols` ("https:"). */
export function url(protocols: readonly string[] = ["http:", "https:"]): KindOf<string> {
  const names = protocols.map((p) => `${p}//`).join(" or ");
  return new KindOf({
    expects: `must be a URL starting ${names}`,
    parse: (s) => {
      try {
        return protocols.includes(new URL(s).protocol) ? s : undefined;
      } catch {
        return undefined;
      }
    },
    render: code,
  });
}

/** Free text, taken as written (secrets, tokens, paths). */
export function text(): KindOf<string> {
  return new KindOf({ expects: "must be text", parse: (s) => s, raw: true, render: code });
}

/** A comma-separated list whose every entry passes `entry` (it names the one that does not). */
export function list(what: string, entry: (s: string) => boolean = () => true): KindOf<string[]> {
  return new KindOf({
    expects: `must be a comma-separated list of ${what}`,
    parse: (s) => {
      const items = s
        .split(",")
        .map((i) => i.trim())
        .filter(Boolean);
      return items.every(entry) ? items : undefined;
    },
    render: (v) => (v.length ? code(v.join(",")) : "empty"),
  });
}

/** Any other shape: `parse` returns the value, or undefined when `s` is not `expects`. */
export function custom<T>(expects: string, parse: (s: string) => T | undefined, render: (v: T) => string = String): KindOf<T> {
  return new KindOf({ expects, parse, render });
}
