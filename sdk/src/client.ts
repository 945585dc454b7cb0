import createFetchClient, { type Client } from "openapi-fetch";
import type { paths } from "./generated/openapi";
import { rateLimitOf, rateLimitedFetch, type RateLimit, type RetryOptions } from "./rate-limit";

export interface ClientOptions {
  /** Where the service runs, e.g. https://service.example.com; the paths start with /api/v1. */
  baseUrl: string;
  /** An API token (`service_…`, Settings → API tokens) or a JWT from POST /api/v1/auth/token. */
  token: string;
  /** Wait out a 429's Retry-After and send again; off unless given. */
  retryOnRateLimit?: RetryOptions;
  /** Another fetch (a proxy agent, a test double); defaults to the global one. */
  fetch?: (request: Request) => Promise<Response>;
}

/** openapi-fetch's client over the service's paths, with the last rate-limit headers seen. */
export type ServiceClient = Client<paths> & {
  /** From the most recent answer; undefined before the first. */
  readonly rateLimit: RateLimit | undefined;
};

export function createClient(options: ClientOptions): ServiceClient {
  let last: RateLimit | undefined;
  const fetch = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const client = createFetchClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ""),
    headers: { authorization: `Bearer ${options.token}` },
    fetch: rateLimitedFetch(fetch, options.retryOnRateLimit, (response) => {
      last = rateLimitOf(response.headers) ?? last;
    }),
  });
  return Object.defineProperty(client, "rateLimit", { get: () => last, enumerable: true }) as ServiceClient;
}
