/**
 * @service/sdk: a typed client of the service's REST API. The types are generated from the
 * OpenAPI document (`npm run sdk:generate` in the service's repository); openapi-fetch sends.
 */
export { createClient, type ClientOptions, type ServiceClient } from "./client";
export { ServiceApiError, unwrap, type ApiErrorBody, type ApiErrorCode } from "./errors";
export { rateLimitOf, retryAfterSeconds, type RateLimit, type RetryOptions } from "./rate-limit";
export type { components, operations, paths } from "./generated/openapi";
