import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import type { z } from "zod";
import { authenticate, type Credential } from "@/lib/auth/authenticate";
import { recordCredentialFailure } from "@/lib/auth/failure-throttle";
import { grants } from "@/lib/auth/scopes";
import { errorFields, log } from "@/lib/log";
import type { Ctx } from "@/lib/domain/context";
import type { RouteContract } from "./contract";
import { AppError, errorBody } from "@/lib/domain/errors";
import { mapUnknownError } from "./map-error";
import { parseWith, queryObject, readJsonBody } from "./parse";
import { bucketForKey, consume, rateHeaders, type RateState } from "./rate-limit";
import { clientIp, requestOrigin } from "./client-ip";
import { requestIdOf } from "./request-id";
import { assertSameOrigin } from "./same-origin";

type RouteArgs = { params: Promise<Record<string, string | string[]>> };

type Part<C, K extends "params" | "query" | "body"> = C extends RouteContract<infer P, infer Q, infer B>
  ? z.infer<{ params: P; query: Q; body: B }[K]>
  : never;

export interface HandlerInput<C extends RouteContract> {
  ctx: Ctx;
  params: Part<C, "params">;
  query: Part<C, "query">;
  body: Part<C, "body">;
  req: NextRequest;
}

type PublicInput<C extends RouteContract> = Omit<HandlerInput<C>, "ctx"> & { requestId: string };

/**
 * The one route wrapper, in order: request id, credential, rate limit, scope, parsing, the
 * handler, error mapping and a log line. The handler returns the JSON body (200) or a Response.
 */
export function api<C extends RouteContract>(contract: C, handler: (input: HandlerInput<C>) => Promise<unknown>) {
  return wrap(contract, async (req, parsed, requestId) => {
    const cred = parsed.credential!;
    const ctx: Ctx = { companyId: cred.companyId, actor: cred.actor, requestId, ...requestOrigin(req) };
    return handler({ ...parsed, ctx, req } as HandlerInput<C>);
  });
}

/** For routes without a credential (health, setup, sign-in); limited per client address. */
export function publicApi<C extends RouteContract>(contract: C, handler: (input: PublicInput<C>) => Promise<unknown>) {
  if (contract.auth !== "public") throw new Error(`${contract.path} is not declared public`);
  return wrap(contract, async (req, parsed, requestId) => handler({ ...parsed, req, requestId } as PublicInput<C>));
}

type Parsed = { params: unknown; query: unknown; body: unknown; credential?: Credential };

function wrap(contract: RouteContract, run: (req: NextRequest, parsed: Parsed, requestId: string) => Promise<unknown>) {
  return async (req: NextRequest, route: RouteArgs): Promise<Response> => {
    const started = performance.now();
    const requestId = requestIdOf(req.headers);
    let rate: RateState | undefined;
    let credential: Credential | undefined;
    let response: Response;
    try {
      if (contract.auth === "public") {
        if (contract.rateLimit !== false) rate = await consume("anonymous", `ip:${clientIp(req)}`);
      } else {
        try {
          credential = await authenticate(req);
        } catch (err) {
          // A presented credential that fails counts on its own per address (429 past the
          // limit), never in the address's request bucket: a flood of bad tokens must not
          // make health or someone's good sign-in answer 429.
          if (err instanceof AppError && err.code === "UNAUTHORIZED" && req.headers.has("authorization")) await recordCredentialFailure(clientIp(req), undefined, { refuse: true });
          else rate = await consume("anonymous", `ip:${clientIp(req)}`); // no credential at all: an anonymous request
          throw err;
        }
        rate = await consume(bucketForKey(credential.rateKey), credential.rateKey);
      }
      if (credential?.actor.kind === "user" && credential.actor.via === "session") assertSameOrigin(req);
      if (rate?.limited) throw new AppError("TOO_MANY_REQUESTS", `Rate limit of ${rate.limit} requests per minute exceeded; retry in ${rate.retryAfter} s`);
      if (credential) authorize(contract, credential);
      const parsed: Parsed = {
        credential,
        params: parseWith(contract.params, await route.params, "params"),
        query: parseWith(contract.query, queryObject(req.nextUrl), "query"),
        body: contract.body ? parseWith(contract.body, await readJsonBody(req, contract.maxBodyBytes), "body") : undefined,
      };
      const result = await run(req, parsed, requestId);
      response = result instanceof Response ? result : NextResponse.json(result ?? { ok: true });
    } catch (err) {
      const appError = err instanceof AppError ? err : mapUnknownError(err);
      if (appError.status >= 500) log.error("request failed", { requestId, method: req.method, path: req.nextUrl.pathname, ...errorFields(err) });
      response = NextResponse.json(errorBody(appError, requestId), { status: appError.status, headers: appError.headers });
    }
    response.headers.set("X-Request-Id", requestId);
    if (rate) for (const [k, v] of Object.entries(rateHeaders(rate))) response.headers.set(k, v);
    log.info("request", {
      requestId,
      method: req.method,
      path: req.nextUrl.pathname,
      status: response.status,
      ms: Math.round(performance.now() - started),
      companyId: credential?.companyId,
      actor: credential?.actor.kind === "token" ? credential.actor.tokenId : credential?.actor.kind === "user" ? credential.actor.userId : undefined,
    });
    return response;
  };
}

function authorize(contract: RouteContract, cred: Credential) {
  if (contract.auth === "user" && cred.actor.kind === "token") {
    throw AppError.unauthorized("This route cannot be called with an API token; sign in or use a JWT from POST /api/v1/auth/token");
  }
  const held = cred.actor.kind === "system" ? ["*"] : cred.actor.scopes;
  if (contract.scope && contract.scope !== "authenticated" && !grants(held, contract.scope)) {
    throw new AppError("INSUFFICIENT_PERMISSIONS", `This action needs the ${contract.scope} scope`, { requiredScope: contract.scope });
  }
}
