import type { z } from "zod";
import { AppError, type FieldProblem } from "@/lib/domain/errors";
import { readBodyText } from "./read-body";
import { env } from "@/lib/config/env";

function problems(error: z.ZodError, where: string): FieldProblem[] {
  return error.issues.flatMap((i) => {
    const base = i.path.map(String);
    // A key the schema does not take is named by its own path, so the caller sees what to drop.
    if (i.code === "unrecognized_keys") return i.keys.map((key) => ({ path: [...base, key].join("."), message: i.message, in: where }));
    const path = base.join(".");
    return [{ path: path || where, message: i.message, in: where }];
  });
}

const MAX_DEPTH = 1000;

/**
 * The first string (value or key) PostgreSQL cannot store, as `{ path, message }`, or null:
 * text and jsonb refuse U+0000, and jsonb refuses a lone UTF-16 surrogate (JSON allows both).
 * Free-form JSON nested deeper than MAX_DEPTH is refused too (it would exhaust a stack).
 */
export function unstorableText(value: unknown, path: string[] = []): { path: string; message: string } | null {
  const problem = (s: string) =>
    s.includes("\u0000") ? "must not contain the NUL character (\\u0000)" : s.isWellFormed() ? null : "must be well-formed Unicode (a lone surrogate such as \\ud800 is not)";
  if (typeof value === "string") {
    const message = problem(value);
    return message ? { path: path.join("."), message } : null;
  }
  if (value === null || typeof value !== "object") return null;
  if (path.length >= MAX_DEPTH) return { path: path.slice(0, 3).join(".") + ".…", message: `is nested more than ${MAX_DEPTH} levels deep` };
  for (const [key, v] of Object.entries(value)) {
    const message = problem(key);
    if (message) return { path: [...path, key].join("."), message: `key ${message}` };
    const found = unstorableText(v, [...path, key]);
    if (found) return found;
  }
  return null;
}

export function parseWith<T extends z.ZodType>(schema: T | undefined, value: unknown, where: "params" | "query" | "body"): z.infer<T> {
  if (!schema) return undefined as z.infer<T>;
  const result = schema.safeParse(value);
  if (!result.success) throw AppError.validation(problems(result.error, where));
  // Checked on what the schema kept (unknown keys are gone), before it can reach the database.
  const bad = unstorableText(result.data);
  if (bad) throw AppError.validation([{ path: bad.path || where, message: bad.message, in: where }]);
  return result.data;
}

/** Query strings as a plain object; a repeated key keeps every value as an array. */
export function queryObject(url: URL): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const all = url.searchParams.getAll(key);
    out[key] = all.length > 1 ? all : all[0];
  }
  return out;
}

/**
 * The media type of a Content-Type header, lowercased, without its parameters; "" when absent.
 * `text/plain; charset=json` is text/plain: a test for "json" anywhere let it through, and
 * browsers send text/plain across origins without a CORS preflight.
 */
export function mediaTypeOf(header: string | null): string {
  return (header ?? "").split(";")[0].trim().toLowerCase();
}

/** application/json or a structured-syntax JSON type (application/merge-patch+json). */
export const isJsonMediaType = (type: string) => /^application\/(?:[a-z0-9!#$&^_.-]+\+)?json$/.test(type);

export async function readJsonBody(req: Request, maxBytes = env().MAX_BODY_BYTES): Promise<unknown> {
  const text = await readBodyText(req, maxBytes);
  if (!text.trim()) return {};
  const type = mediaTypeOf(req.headers.get("content-type"));
  if (type && !isJsonMediaType(type)) throw new AppError("UNSUPPORTED_MEDIA_TYPE", `body: Content-Type must be application/json, not ${type.slice(0, 100)}`);
  try {
    return JSON.parse(text);
  } catch {
    throw AppError.validation([{ path: "body", message: "is not valid JSON" }]);
  }
}
