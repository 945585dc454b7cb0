import "server-only";
import type { z } from "zod";
import { safeFetch } from "@/lib/net/safe-fetch";
import { UnsafeTargetError } from "@/lib/net/public-address";
import type { httpRequestNode } from "../../nodes/definitions";
import { interpolate } from "../values";
import type { EffectExecutor } from "./types";

type Job = { method: string; url: string; headers: Record<string, string>; body?: string; timeoutMs: number; key: string };

const KEPT_BYTES = 64 * 1024;

/**
 * A call to an outside URL through the webhooks' SSRF-safe client (private and metadata
 * addresses refused unless WEBHOOKS_ALLOWED_TARGETS names them). At least once: after a
 * crash it goes again, with the same Idempotency-Key header, so receivers can tell.
 */
export const httpRequestExecutor: EffectExecutor<z.output<typeof httpRequestNode.config>, Job> = {
  kind: "effect",
  async prepare(s, key) {
    const vars = await s.vars();
    const headers: Record<string, string> = { "user-agent": "service-workflows/1.0", "idempotency-key": key };
    for (const h of s.config.headers) headers[h.name.toLowerCase()] = interpolate(h.value, vars);
    const body = s.config.method === "GET" || s.config.body === undefined ? undefined : interpolate(s.config.body, vars);
    if (body !== undefined && !headers["content-type"]) headers["content-type"] = /^\s*[[{]/.test(body) ? "application/json" : "text/plain";
    const job = { method: s.config.method, url: interpolate(s.config.url, vars), headers, body, timeoutMs: s.config.timeoutSeconds * 1000, key };
    // Header values may carry credentials: the step shows their names only.
    return { job, input: { method: job.method, url: job.url, headerNames: Object.keys(headers), body: body?.slice(0, 2000), idempotencyKey: key } };
  },
  async perform(job) {
    try {
      const res = await safeFetch(job.url, { method: job.method, headers: job.headers, body: job.body, timeoutMs: job.timeoutMs, maxBytes: KEPT_BYTES, onOverflow: "truncate" });
      const text = res.body.toString("utf8");
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        json = undefined;
      }
      const output = { status: res.status, body: json ?? text.slice(0, 4000), truncated: res.truncated };
      if (res.status >= 200 && res.status < 300) return { ok: true, output };
      return { ok: false, error: `HTTP ${res.status}`, retryable: res.status === 429 || res.status >= 500, output };
    } catch (err) {
      if (err instanceof UnsafeTargetError) return { ok: false, error: `Refused target: ${err.message}`, retryable: false };
      const message = (err as Error).message ?? String(err);
      return { ok: false, error: /timed? ?out/i.test(message) ? `Timed out after ${job.timeoutMs / 1000} s` : `Request failed: ${message}`, retryable: true };
    }
  },
  async settle(_s, _job, outcome) {
    return { handle: outcome.ok ? "next" : "failed", output: outcome.ok ? outcome.output : { ...outcome.output, error: outcome.error } };
  },
  // Built again from the config: the header values were never stored.
  async recover(s, step) {
    return { job: (await httpRequestExecutor.prepare(s, String((step.input as { idempotencyKey: string }).idempotencyKey))).job };
  },
};
