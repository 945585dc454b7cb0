import type { TestCompany } from "./fixtures";

/**
 * For every route with path parameters: a real resource of ANOTHER company, which the caller
 * must get as 404. The security suite fails for a route with parameters that is missing here.
 */
export type OtherCompanyResource = (other: TestCompany) => Promise<{ params: Record<string, string>; body?: unknown }>;

const contactOf = async (o: TestCompany) => (await o.contact()).id;
const tagOf = async (o: TestCompany) => (await o.tag()).id;

export const OTHER_COMPANY_RESOURCES: Record<string, OtherCompanyResource> = {
  "GET /api/v1/contacts/{id}": async (o) => ({ params: { id: await contactOf(o) } }),
  "PUT /api/v1/contacts/{id}": async (o) => ({ params: { id: await contactOf(o) }, body: { name: "Hijack" } }),
  "DELETE /api/v1/contacts/{id}": async (o) => ({ params: { id: await contactOf(o) } }),
  "PATCH /api/v1/contacts/{id}/status": async (o) => ({ params: { id: await contactOf(o) }, body: { status: "ARCHIVED" } }),
  "PATCH /api/v1/contacts/{id}/stage": async (o) => ({ params: { id: await contactOf(o) }, body: { lifecycleStage: "CUSTOMER" } }),
  "PATCH /api/v1/contacts/{id}/assign": async (o) => ({ params: { id: await contactOf(o) }, body: { agentId: null } }),
  "POST /api/v1/contacts/{id}/note": async (o) => ({ params: { id: await contactOf(o) }, body: { note: "hi" } }),
  "GET /api/v1/contacts/{id}/timeline": async (o) => ({ params: { id: await contactOf(o) } }),
  // Both the contact and the tag belong to the other company.
  "POST /api/v1/contacts/{id}/tags/{tagId}": async (o) => ({ params: { id: await contactOf(o), tagId: await tagOf(o) } }),
  "DELETE /api/v1/contacts/{id}/tags/{tagId}": async (o) => ({ params: { id: await contactOf(o), tagId: await tagOf(o) } }),
  "PUT /api/v1/contacts/tags/{tagId}": async (o) => ({ params: { tagId: await tagOf(o) }, body: { color: "#000000" } }),
  "DELETE /api/v1/contacts/tags/{tagId}": async (o) => ({ params: { tagId: await tagOf(o) } }),
  "DELETE /api/v1/tokens/{id}": async (o) => ({ params: { id: (await o.token(["contacts:read"])).id } }),
  "PATCH /api/v1/users/{id}": async (o) => ({ params: { id: (await o.jwtAs("agent")).userId }, body: { role: "marketer" } }),
  "DELETE /api/v1/users/{id}": async (o) => ({ params: { id: (await o.jwtAs("agent")).userId } }),
};
