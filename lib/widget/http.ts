import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import type { z } from "zod";
import { AppError, errorBody } from "@/lib/domain/errors";
import { publicApi } from "@/lib/http/api";
import { clientIp } from "@/lib/http/client-ip";
import type { RouteContract } from "@/lib/http/contract";
import { requestIdOf } from "@/lib/http/request-id";
import { originAllowed } from "./origins";
import { findWidgetSettings, type EffectiveSettings } from "./settings";
import { limitVisitor } from "./visitor-limit";
import { verifyVisitorToken } from "./visitor-token";

type RouteArgs = { params: Promise<Record<string, string | string[]>> };
type Part<C, K extends "params" | "query" | "body"> = C extends RouteContract<infer P, infer Q, infer B> ? z.infer<{ params: P; query: Q; body: B }[K]> : never;

export interface WidgetInput<C extends RouteContract> {
  companyId: string;
  settings: EffectiveSettings;
  origin: string;
  /** The visitor the token names (null where the route allows none yet). */
  visitorId: string | null;
  params: Part<C, "params">;
  query: Part<C, "query">;
  body: Part<C, "body">;
  req: NextRequest;
  requestId: string;
}

const EXPOSED = "X-Request-Id, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset, Retry-After";
const admitted = new WeakMap<Request, { settings: EffectiveSettings; origin: string }>();

function refuse(req: NextRequest, err: AppError): Response {
  const requestId = requestIdOf(req.headers);
  return NextResponse.json(errorBody(err, requestId), { status: err.status, headers: { "X-Request-Id": requestId, Vary: "Origin" } });
}

/**
 * Before anything else: the company the path names has a widget, and the browser's Origin is
 * one it allows. A refused origin gets no CORS headers, so the page's script cannot read
 * anything either. `enabledOnly` false lets the preflight of a disabled widget through.
 */
async function admit(req: NextRequest, route: RouteArgs): Promise<{ settings: EffectiveSettings; origin: string } | Response> {
  const company = (await route.params).company;
  if (typeof company !== "string" || !/^[A-Za-z0-9_-]{1,64}$/.test(company)) return refuse(req, AppError.notFound("Website chat"));
  const settings = await findWidgetSettings({ ctx: { companyId: company } });
  if (!settings) return refuse(req, AppError.notFound("Website chat"));
  const origin = req.headers.get("origin");
  if (!originAllowed(origin, settings.allowedOrigins)) {
    return refuse(req, new AppError("FORBIDDEN", origin ? `Origin ${origin.slice(0, 200)} may not use this company's website chat` : "The Origin header is required: the widget is called from a website the company allows"));
  }
  return { settings, origin: origin! };
}

function withCors(res: Response, origin: string): Response {
  res.headers.set("Access-Control-Allow-Origin", origin);
  res.headers.set("Access-Control-Expose-Headers", EXPOSED);
  res.headers.append("Vary", "Origin");
  return res;
}

/**
 * The public widget routes: admission (company, Origin), then the project's public wrapper
 * (per-address limit, parsing, errors, log line), the visitor's token and limit, the handler;
 * CORS headers on every answer an allowed origin gets, errors included.
 */
export function widgetRoute<C extends RouteContract>(contract: C, visitor: "required" | "optional" | "none", handler: (input: WidgetInput<C>) => Promise<unknown>) {
  const inner = publicApi(contract, async ({ req, params, query, body, requestId }) => {
    const { settings, origin } = admitted.get(req)!;
    if (!settings.enabled) throw AppError.notFound("Website chat");
    let visitorId: string | null = null;
    if (visitor !== "none") {
      const token = req.headers.get("x-visitor-token");
      if (token) {
        visitorId = verifyVisitorToken(settings.companyId, token);
        if (!visitorId) throw AppError.unauthorized("The visitor token is not valid for this website chat");
      } else if (visitor === "required") {
        throw AppError.unauthorized("The X-Visitor-Token header is required: start a session first (POST …/session)");
      }
    }
    await limitVisitor(visitorId ?? `ip:${clientIp(req)}`);
    return handler({ companyId: settings.companyId, settings, origin, visitorId, params, query, body, req, requestId } as WidgetInput<C>);
  });
  return async (req: NextRequest, route: RouteArgs): Promise<Response> => {
    const ok = await admit(req, route);
    if (ok instanceof Response) return ok;
    admitted.set(req, ok);
    return withCors(await inner(req, route), ok.origin);
  };
}

/** OPTIONS (the CORS preflight): allowed origins only. */
export function widgetPreflight(methods: string) {
  return async (req: NextRequest, route: RouteArgs): Promise<Response> => {
    const ok = await admit(req, route);
    if (ok instanceof Response) return ok;
    const res = new Response(null, {
      status: 204,
      headers: {
        "Access-Control-Allow-Methods": `${methods}, OPTIONS`,
        "Access-Control-Allow-Headers": "Content-Type, X-Visitor-Token, Last-Event-ID, X-Request-Id",
        "Access-Control-Max-Age": "600",
      },
    });
    return withCors(res, ok.origin);
  };
}
