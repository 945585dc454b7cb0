import { randomBytes } from "node:crypto";
import { receiveChatappMessage } from "@/lib/messaging/chatapp/inbound/receive-message";
import type { TestCompany } from "./fixtures";

/**
 * For every route with path parameters: a real resource of ANOTHER company, which the caller
 * must get as 404. The security suite fails for a route with parameters that is missing here.
 */
export type OtherCompanyResource = (other: TestCompany) => Promise<{ params: Record<string, string>; body?: unknown }>;

const contactOf = async (o: TestCompany) => (await o.contact()).id;
const tagOf = async (o: TestCompany) => (await o.tag()).id;
/** An inbound chatapp message of the other company, stored the way callbacks store them. */
async function inboundOf(o: TestCompany) {
  const from = `1555${randomBytes(3).readUIntBE(0, 3).toString().padStart(7, "0")}`;
  const message = { from, id: `wamid.SEC${randomBytes(8).toString("hex")}`, timestamp: String(Math.floor(Date.now() / 1000)), type: "text", text: { body: "hi" } };
  const r = await receiveChatappMessage({ companyId: o.companyId, message });
  if (r.status !== "stored") throw new Error("fixture message not stored");
  return r;
}
const conversationOf = async (o: TestCompany) => ({ params: { conversationId: (await inboundOf(o)).conversationId } });

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
  "GET /api/v1/conversations/{conversationId}": conversationOf,
  "GET /api/v1/conversations/{conversationId}/messages": conversationOf,
  "POST /api/v1/conversations/{conversationId}/assign": async (o) => ({ ...(await conversationOf(o)), body: { agentId: (await o.jwtAs("agent")).userId } }),
  "POST /api/v1/conversations/{conversationId}/unassign": conversationOf,
  "POST /api/v1/conversations/{conversationId}/close": conversationOf,
  "POST /api/v1/conversations/{conversationId}/resolve": conversationOf,
  "POST /api/v1/conversations/{conversationId}/reopen": conversationOf,
  "POST /api/v1/conversations/{conversationId}/read": conversationOf,
  "POST /api/v1/chatapp/messages/{messageId}/read": async (o) => ({ params: { messageId: (await inboundOf(o)).messageId } }),
};
