import fc from "fast-check";

/**
 * The parts of OpenAPI 3.1 / JSON Schema the fuzz suite reads: where each field is, what it
 * accepts, and a plausible valid value to start from (so a mutation of one field is judged
 * against an otherwise well-formed request).
 */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
  example?: unknown;
}

export type Loc = "params" | "query" | "body";
export type Segment = string | number;

/** One field of a request: a path param, a query param, or a (nested) body property. */
export interface Field {
  loc: Loc;
  path: Segment[];
  schema: JsonSchema;
  required: boolean;
}

export interface OpenApiOperation {
  parameters?: { name: string; in: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  security?: Record<string, string[]>[];
  description?: string;
}

export class Schemas {
  constructor(private readonly components: Record<string, JsonSchema>) {}

  /** The schema behind $refs, with allOf merged and a type union / anyOf of one non-null branch collapsed. */
  resolve(s: JsonSchema | undefined, depth = 0): JsonSchema {
    if (!s || depth > 20) return {};
    if (s.$ref) return this.resolve(this.components[s.$ref.replace("#/components/schemas/", "")], depth + 1);
    if (s.allOf) return s.allOf.reduce<JsonSchema>((acc, part) => ({ ...acc, ...this.resolve(part, depth + 1) }), { ...s, allOf: undefined });
    return s;
  }

  /** The non-null alternatives of a schema (anyOf / oneOf / a type list). */
  branches(s: JsonSchema): JsonSchema[] {
    const r = this.resolve(s);
    const alts = r.anyOf ?? r.oneOf;
    if (alts) return alts.map((a) => this.resolve(a)).filter((a) => a.type !== "null");
    if (Array.isArray(r.type)) return r.type.filter((t) => t !== "null").map((t) => ({ ...r, type: t }));
    return [r];
  }

  /** JSON types the schema accepts ("integer" counts as number); empty when anything goes. */
  types(s: JsonSchema): Set<string> {
    const out = new Set<string>();
    const r = this.resolve(s);
    const alts = r.anyOf ?? r.oneOf;
    if (alts) for (const a of alts) for (const t of this.types(a)) out.add(t);
    else if (r.enum) for (const v of r.enum) out.add(jsonType(v));
    else if (r.const !== undefined) out.add(jsonType(r.const));
    else for (const t of Array.isArray(r.type) ? r.type : r.type ? [r.type] : []) out.add(t === "integer" ? "number" : t);
    if (!r.type && !alts && !r.enum && r.const === undefined && r.properties) out.add("object");
    return out;
  }

  /** Every field under a schema, depth-first, at most `depth` levels deep. */
  fields(loc: Loc, s: JsonSchema, base: Segment[] = [], required = true, depth = 0): Field[] {
    const out: Field[] = [];
    if (base.length) out.push({ loc, path: base, schema: s, required });
    if (depth > 4) return out;
    for (const b of this.branches(s).slice(0, 1)) {
      if (b.properties) {
        for (const [name, prop] of Object.entries(b.properties)) out.push(...this.fields(loc, prop, [...base, name], (b.required ?? []).includes(name), depth + 1));
      }
      if (typeof b.additionalProperties === "object" && !b.properties) out.push(...this.fields(loc, b.additionalProperties, [...base, "fuzzKey"], false, depth + 1));
      if (b.items) out.push(...this.fields(loc, b.items, [...base, 0], false, depth + 1));
    }
    return out;
  }

  /** A plausible valid value: example, default, first enum value, or one built from the bounds. */
  sample(s: JsonSchema, name: string, hints: (name: string, s: JsonSchema) => unknown, seed: number, depth = 0): unknown {
    const hinted = hints(name, s);
    if (hinted !== undefined) return hinted;
    const [b] = this.branches(s);
    if (!b) return null;
    if (b.const !== undefined) return b.const;
    if (b.enum) return b.enum[0];
    if (b.example !== undefined && this.types(b).has(jsonType(b.example))) return b.example;
    if (b.default !== undefined) return b.default;
    const alts = b.anyOf ?? b.oneOf;
    if (alts) return this.sample(alts[0], name, hints, seed, depth + 1);
    const type = Array.isArray(b.type) ? b.type[0] : b.type ?? (b.properties ? "object" : undefined);
    switch (type) {
      case "string":
        return sampleString(b, seed);
      case "integer":
      case "number":
        return b.minimum ?? (b.exclusiveMinimum !== undefined ? b.exclusiveMinimum + 1 : b.maximum !== undefined ? Math.min(1, b.maximum) : 1);
      case "boolean":
        return true;
      case "array": {
        const n = b.minItems ?? 0;
        return Array.from({ length: n }, () => this.sample(b.items ?? {}, name, hints, seed, depth + 1));
      }
      case "object": {
        const out: Record<string, unknown> = {};
        if (depth > 6) return out;
        for (const key of b.required ?? []) out[key] = this.sample(b.properties?.[key] ?? {}, key, hints, seed, depth + 1);
        return out;
      }
      default:
        return "fuzz";
    }
  }
}

export function jsonType(v: unknown): string {
  if (v === null) return "null";
  if (Array.isArray(v)) return "array";
  return typeof v === "number" || typeof v === "bigint" ? "number" : typeof v;
}

/** The field's pattern as a RegExp (zod's \p{..} classes need the u flag), or null. */
export function patternOf(s: JsonSchema): RegExp | null {
  if (!s.pattern) return null;
  try {
    return new RegExp(s.pattern, "u");
  } catch {
    try {
      return new RegExp(s.pattern);
    } catch {
      return null;
    }
  }
}

const FORMAT_SAMPLES: Record<string, () => string> = {
  email: () => "fuzz@example.test",
  uri: () => "https://fuzz.invalid/path",
  url: () => "https://fuzz.invalid/path",
  "date-time": () => new Date(Date.now() + 30 * 86_400_000).toISOString(),
  date: () => "2030-01-01",
};

function sampleString(s: JsonSchema, seed: number): string {
  if (s.format && FORMAT_SAMPLES[s.format]) return FORMAT_SAMPLES[s.format]();
  const min = s.minLength ?? 0;
  const max = s.maxLength ?? 64;
  const re = patternOf(s);
  if (re) {
    for (const c of ["fuzz_value", "fuzz", "en_US", "1234567890", "a", "#22c55e", "image/png", "contact.phone"]) if (re.test(c) && c.length >= min && c.length <= max) return c;
    const arb = fc.stringMatching(re).filter((v) => v.length >= min && v.length <= max);
    try {
      return fc.sample(arb, { seed, numRuns: 1 })[0];
    } catch {
      return "fuzz";
    }
  }
  const text = "fuzz value ".repeat(Math.ceil(Math.max(min, 4) / 11)).slice(0, Math.max(min, Math.min(10, max)));
  return text.trim().length >= min ? text.trim() || text : text;
}

/** Reads a value at a path (undefined when absent). */
export function getAt(root: unknown, path: Segment[]): unknown {
  let v = root;
  for (const seg of path) {
    if (v === null || typeof v !== "object") return undefined;
    v = (v as Record<string, unknown>)[seg as string];
  }
  return v;
}

/** Sets (or with `remove`, deletes) a value at a path, creating objects and arrays on the way. */
export function setAt(root: unknown, path: Segment[], value: unknown, remove = false): unknown {
  if (!path.length) return value;
  const base = root !== null && typeof root === "object" ? root : typeof path[0] === "number" ? [] : {};
  const copy = (Array.isArray(base) ? [...base] : { ...base }) as Record<string, unknown>;
  const [head, ...rest] = path;
  if (!rest.length) {
    if (remove) delete copy[head as string];
    else if (head === "__proto__") Object.defineProperty(copy, head, { value, enumerable: true, writable: true, configurable: true });
    else copy[head as string] = value;
    return copy;
  }
  copy[head as string] = setAt(copy[head as string], rest, value, remove);
  return copy;
}
