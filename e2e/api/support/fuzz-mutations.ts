import fc from "fast-check";
import { jsonType, patternOf, type Field, type Schemas, type Segment } from "./fuzz-schema";

/** What a case does to one field: set a value (at the field, or at `sub` below it) or remove it. */
export interface Mutation {
  kind: string;
  value?: unknown;
  remove?: boolean;
  sub?: Segment[];
}

/** Numbers that JSON cannot carry as numbers go out verbatim (e.g. 1e400 parses to Infinity). */
export class RawJson {
  constructor(readonly text: string) {}
}

export const KINDS = ["type", "null", "missing", "boundary", "huge", "unicode", "format", "extra", "shape"] as const;
export type Kind = (typeof KINDS)[number];

export const SPECIAL_STRINGS = [
  "😀",
  "👩‍👩‍👧‍👦🏳️‍🌈",
  "\u202Eevil\u202C",
  "مرحبا بالعالم",
  "שלום עולם",
  "a\u0000b",
  "\u0000",
  "\uD800",
  "x\uDC00y",
  "\uD83D",
  "e\u0301\u0301\u0301\u0301",
  "\u200B\u200C\u200D",
  "\uFEFFbom",
  "line\r\nbreak\ttab",
  "\u0001\u001F\u007F\u0085",
  "\uFFFF\uFFFE",
  "𝕱𝖚𝖟𝖟 ﷽",
  "' OR '1'='1' --",
  "%00%ZZ%",
  "%s%n%x",
  "../../etc/passwd",
  "<script>alert(1)</script>",
  "${7*7}{{1}}",
  "\\",
  '"',
  "   ",
  "",
  "null",
  "true",
  "-1",
  "1e400",
  "NaN",
  "٣١",
];

const NUMBER_EDGES = [0, -1, 1, 1.5, -0.5, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, 1e21, 1e308, -1e308, 5e-324];
const RAW_NUMBERS = ["1e400", "-1e400", "123456789012345678901234567890", "-0", "0.0000000000000000000001"];
const QUERY_NUMBERS = ["1e400", "NaN", "Infinity", "-0", "0x1F", " 1", "1 ", "1,5", "99999999999999999999999", "1.0", "+1", "١", "１", "", "-"];

const FORMAT_EDGES: Record<string, string[]> = {
  "date-time": [
    "0000-01-01T00:00:00Z",
    "2024-02-30T00:00:00Z",
    "9999-12-31T23:59:59.999Z",
    "+275760-09-13T00:00:00Z",
    "-000001-01-01T00:00:00Z",
    "2024-01-01T24:00:00Z",
    "2024-13-01T00:00:00Z",
    "1970-01-01T00:00:00+23:59",
    "2024-01-01",
    "1700000000",
    "now",
  ],
  email: ["a@b", "@b.test", "a@", "a@b..test", `${"a".repeat(64)}@x.test`, '"a b"@x.test', "a@[127.0.0.1]", "A+B@X.TEST", "üñî@x.test", `a@${"b".repeat(250)}.test`],
  uri: [
    "javascript:alert(1)",
    "http://",
    "https://",
    "ftp://fuzz.invalid/x",
    "https://[::1]/",
    "https://127.0.0.1/x",
    "http://169.254.169.254/latest/meta-data",
    "https://user:pass@fuzz.invalid/",
    "https://fuzz.invalid:99999/",
    "//fuzz.invalid",
    "https://fuzz .invalid",
    "https://localhost/x",
    "https://[fe80::1]/",
    "https://0x7f.1/",
    `https://fuzz.invalid/${"a".repeat(3000)}`,
  ],
};
FORMAT_EDGES.url = FORMAT_EDGES.uri;

const WEIRD_KEYS = ["__proto__", "constructor", "zzUnknownField", "$where", "", "a.b", "\u0000", "😀", "k".repeat(300)];

const WRONG_TYPE_VALUES: unknown[] = [123, -1, 1.5, true, false, "a string", {}, { nested: { deeper: 1 } }, [], ["x"], [1, 2], [{}]];

function lengths(min: number | undefined, max: number | undefined): number[] {
  const out = new Set<number>([0, 1]);
  if (min !== undefined) [min - 1, min].forEach((n) => n >= 0 && out.add(n));
  if (max !== undefined) [max, max + 1].forEach((n) => out.add(n));
  return [...out];
}

const repeatTo = (unit: string, n: number) => unit.repeat(Math.ceil(n / unit.length)).slice(0, n);

/** fast-check arbitraries of one mutation kind for one field (null when the kind does not apply). */
export function kindArbitrary(schemas: Schemas, field: Field, kind: Kind, current: unknown): fc.Arbitrary<Mutation> | null {
  const types = schemas.types(field.schema);
  const [b] = schemas.branches(field.schema);
  const inUrl = field.loc !== "body";
  const isString = types.has("string") || (inUrl && types.size === 0);
  const m = (value: unknown): Mutation => ({ kind, value });
  switch (kind) {
    case "type": {
      if (inUrl) return fc.constantFrom(["a", "b"], { a: 1 }, 123, true, "").map(m);
      const wrong = WRONG_TYPE_VALUES.filter((v) => !types.has(jsonType(v)) && types.size > 0);
      return wrong.length ? fc.constantFrom(...wrong).map(m) : null;
    }
    case "null":
      return fc.constant(m(null));
    case "missing":
      return field.loc === "params" ? null : fc.constant({ kind, remove: true });
    case "boundary": {
      if (isString && !b?.enum) {
        return fc.tuple(fc.constantFrom(...lengths(b?.minLength, b?.maxLength)), fc.constantFrom("a", "1", "é", "😀", " ")).map(([n, unit]) => m(repeatTo(unit, n)));
      }
      if (types.has("number")) {
        if (inUrl) return fc.constantFrom(...QUERY_NUMBERS, ...boundsOf(b).map(String)).map(m);
        return fc.oneof(fc.constantFrom(...NUMBER_EDGES, ...boundsOf(b)).map(m), fc.constantFrom(...RAW_NUMBERS).map((t) => m(new RawJson(t))));
      }
      if (types.has("array") && b?.items) {
        const item = schemas.sample(b.items, "", () => undefined, 1);
        const counts = [0, ...(b.minItems ? [b.minItems - 1] : []), ...(b.maxItems !== undefined ? [b.maxItems + 1] : [1000])];
        return fc.constantFrom(...counts).map((n) => m(Array.from({ length: Math.max(0, n) }, () => item)));
      }
      return null;
    }
    case "huge": {
      if (!isString && types.size > 0) return null;
      const sizes = inUrl ? [2_000, 4_000] : [(b?.maxLength ?? 0) + 1, 10_000, 100_000];
      return fc.tuple(fc.constantFrom(...sizes), fc.constantFrom("a", "é", "😀", "\u0000")).map(([n, unit]) => m(repeatTo(unit, n)));
    }
    case "unicode": {
      if (!isString && types.size > 0) return null;
      const base = typeof current === "string" && current ? current : "fuzz";
      return fc.oneof(
        fc.constantFrom(...SPECIAL_STRINGS).map(m),
        // A special character inside an otherwise valid value gets past the schema to the database.
        fc.tuple(fc.constantFrom(...SPECIAL_STRINGS.slice(0, 17)), fc.nat({ max: base.length })).map(([s, at]) => m(base.slice(0, at) + s + base.slice(at))),
        fc.string({ unit: "binary", maxLength: 30 }).map(m),
        fc.string({ unit: "grapheme", minLength: 1, maxLength: 30 }).map(m),
      );
    }
    case "format": {
      if (b?.enum?.length) {
        const v = String(b.enum[0]);
        return fc.constantFrom(v.toLowerCase(), v.toUpperCase(), ` ${v}`, `${v} `, `${v}x`, `${v},${v}`, "*").map(m);
      }
      const edges = b?.format ? FORMAT_EDGES[b.format] : undefined;
      if (edges) return fc.constantFrom(...edges).map(m);
      const re = b && patternOf(b);
      // Values the pattern allows but that stress what comes after it (longest, oddest).
      if (re) return fc.stringMatching(re, { size: "large" }).map(m);
      return null;
    }
    case "extra": {
      if (field.loc !== "body" || !types.has("object")) return null;
      return fc.tuple(fc.constantFrom(...WEIRD_KEYS), fc.constantFrom<unknown>(1, "x", null, { a: 1 }, [1])).map(([key, value]) => ({ kind, value, sub: [key] }));
    }
    case "shape": {
      if (field.loc !== "body") return null;
      if (types.has("object") && !types.has("array")) return fc.constant(m([current ?? {}]));
      if (types.has("array") && !types.has("object")) return fc.constant(m({ 0: Array.isArray(current) ? current[0] : "x", length: 1 }));
      return null;
    }
  }
}

function boundsOf(b: { minimum?: number; maximum?: number; exclusiveMinimum?: number; exclusiveMaximum?: number } | undefined): number[] {
  if (!b) return [];
  const out: number[] = [];
  if (b.minimum !== undefined) out.push(b.minimum - 1, b.minimum, b.minimum - 0.5);
  if (b.maximum !== undefined) out.push(b.maximum + 1, b.maximum, b.maximum + 0.5);
  if (b.exclusiveMinimum !== undefined) out.push(b.exclusiveMinimum);
  if (b.exclusiveMaximum !== undefined) out.push(b.exclusiveMaximum);
  return out;
}

/** Any applicable mutation of the field, for the random part of a run. */
export function anyMutation(schemas: Schemas, field: Field, current: unknown): fc.Arbitrary<Mutation> {
  const arbs = KINDS.map((k) => kindArbitrary(schemas, field, k, current)).filter((a): a is fc.Arbitrary<Mutation> => a !== null);
  return fc.oneof(...arbs);
}

/** Whole-request mutations: broken JSON, wrong content types, the body limit, deep nesting. */
export function wholeBodyCases(bodyLimit: number, baseline: unknown): { kind: string; raw: string; contentType?: string | null }[] {
  const valid = JSON.stringify(baseline ?? {});
  const depth = 5_000;
  return [
    { kind: "malformed", raw: "{" },
    { kind: "malformed", raw: '{"a":' },
    { kind: "malformed", raw: "[1,2" },
    { kind: "malformed", raw: "{'single': 'quotes'}" },
    { kind: "malformed", raw: `${valid}garbage` },
    { kind: "malformed", raw: "nul" },
    { kind: "malformed", raw: "\uFEFF" + valid },
    { kind: "malformed", raw: '{"a":"\\ud800\\udZZZ"}' },
    { kind: "scalar", raw: "null" },
    { kind: "scalar", raw: "123" },
    { kind: "scalar", raw: '"text"' },
    { kind: "scalar", raw: "true" },
    { kind: "array", raw: `[${valid}]` },
    { kind: "array", raw: "[]" },
    { kind: "empty", raw: "" },
    { kind: "duplicate-keys", raw: valid.replace(/^\{/, '{"__proto__":{"polluted":1},') },
    { kind: "content-type", raw: valid, contentType: "text/plain" },
    { kind: "content-type", raw: valid, contentType: "application/x-www-form-urlencoded" },
    { kind: "content-type", raw: valid, contentType: "multipart/form-data; boundary=x" },
    { kind: "content-type", raw: valid, contentType: null },
    { kind: "deep", raw: `{"deep":${"[".repeat(depth)}${"]".repeat(depth)},"obj":${'{"a":'.repeat(1000)}1${"}".repeat(1000)}}` },
    { kind: "deep", raw: `{"deep":${"[".repeat(200_000)}${"]".repeat(200_000)}}` },
    { kind: "body-limit", raw: valid.replace(/^\{/, `{"pad":"${"x".repeat(bodyLimit - valid.length - 20)}",`) },
    { kind: "body-limit", raw: valid.replace(/^\{/, `{"pad":"${"x".repeat(bodyLimit + 10)}",`) },
  ];
}

/** JSON text of a body, with RawJson values spliced in verbatim. */
export function serialize(body: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(body, (_k, v: unknown) => {
    if (v instanceof RawJson) {
      raws.push(v.text);
      return `__RAW_${raws.length - 1}__`;
    }
    return v;
  });
  return (text ?? "").replace(/"__RAW_(\d+)__"/g, (_m, i: string) => raws[Number(i)]);
}
