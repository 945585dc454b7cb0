import type { TestCompany } from "./fixtures";

/**
 * For every route with path parameters: a real resource of ANOTHER company, which the caller
 * must get as 404. The security suite fails for a route with parameters that is missing here.
 */
export type OtherCompanyResource = (other: TestCompany) => Promise<{ params: Record<string, string>; body?: unknown }>;

export const OTHER_COMPANY_RESOURCES: Record<string, OtherCompanyResource> = {
  "DELETE /api/v1/tokens/{id}": async (o) => ({ params: { id: (await o.token(["contacts:read"])).id } }),
  "PATCH /api/v1/users/{id}": async (o) => ({ params: { id: (await o.jwtAs("agent")).userId }, body: { role: "marketer" } }),
  "DELETE /api/v1/users/{id}": async (o) => ({ params: { id: (await o.jwtAs("agent")).userId } }),
};
