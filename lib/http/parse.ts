import type { z } from "zod";
import { AppError, type FieldProblem } from "@/lib/domain/errors";

export const MAX_BODY_BYTES = Number(process.env.MAX_BODY_BYTES ?? 1_048_576);

function problems(error: z.ZodError, where: string): FieldProblem[] {
  return error.issues.map((i) => {
    const path = i.path.map(String).join(".");
    return { path: path || where, message: i.message, in: where };
  });
}

export function parseWith<T extends z.ZodType>(schema: T | undefined, value: unknown, where: "params" | "query" | "body"): z.infer<T> {
  if (!schema) return undefined as z.infer<T>;
  const result = schema.safeParse(value);
  if (!result.success) throw AppError.validation(problems(result.error, where));
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

export async function readJsonBody(req: Request, maxBytes = MAX_BODY_BYTES): Promise<unknown> {
  const declared = Number(req.headers.get("content-length") ?? 0);
  if (declared > maxBytes) throw new AppError("PAYLOAD_TOO_LARGE", `body: larger than ${maxBytes} bytes`);
  const text = await req.text();
  if (Buffer.byteLength(text) > maxBytes) throw new AppError("PAYLOAD_TOO_LARGE", `body: larger than ${maxBytes} bytes`);
  if (!text.trim()) return {};
  const type = req.headers.get("content-type") ?? "";
  if (type && !/json/i.test(type)) throw new AppError("UNSUPPORTED_MEDIA_TYPE", "body: Content-Type must be application/json");
  try {
    return JSON.parse(text);
  } catch {
    throw AppError.validation([{ path: "body", message: "is not valid JSON" }]);
  }
}
