import type { z } from "zod";
import type { Scope } from "@/lib/auth/scopes";

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * One route's contract: the wrapper validates with it, the OpenAPI document is generated from
 * it, and the shared security suite iterates over every contract.
 */
export interface RouteContract<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  method: Method;
  /** OpenAPI-style path, e.g. /api/v1/tokens/{id} */
  path: string;
  summary: string;
  description?: string;
  /**
   * The OpenAPI operationId (SDK method names come from it). Left out, it is derived from the
   * method and path (lib/openapi/operation-id.ts); give one where the derived name reads badly.
   * Published ids never change: lib/openapi/operation-ids.json holds them.
   */
  operationId?: string;
  tag: string;
  /** "public": no credential; "user": sessions and JWTs only (API tokens get 401); default "any". */
  auth?: "any" | "user" | "public";
  /** The scope the caller needs; "authenticated" lets any valid credential in. */
  scope?: Scope | "authenticated";
  /**
   * Public routes that verify a signature over the body themselves (platform callbacks):
   * false skips the per-address limit, since the platform calls from a few addresses.
   */
  rateLimit?: false;
  /** A larger JSON body than the default MAX_BODY_BYTES (media uploads as base64). */
  maxBodyBytes?: number;
  params?: P;
  query?: Q;
  body?: B;
  response: R;
  /** The 200 answer's media type when it is not JSON (a CSV download); the document says so. */
  responseType?: "text/csv" | "text/event-stream";
}

export function defineRoute<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
  c: RouteContract<P, Q, B, R>,
): RouteContract<P, Q, B, R> {
  if ((c.auth ?? "any") !== "public" && !c.scope) throw new Error(`${c.method} ${c.path}: an authenticated route needs a scope`);
  return c;
}
