import { randomBytes } from "node:crypto";
import { defaultInboxId } from "@/lib/testing/inbox-fixtures";
import { receiveChatappMessage } from "@/lib/channels/chatapp/messaging/inbound/receive-message";
import { getDb } from "@/db/client";
import { keepHandedFiles } from "@/lib/channels/files";
import { templates, webhookDeliveries } from "@/db/schema";
import { systemCtx } from "@/lib/domain/context";
import { newId } from "@/lib/ids";
import { createIntegration } from "@/lib/web-events/integrations";
import { createWebhook } from "@/lib/webhooks/webhook-crud";
import { createCampaign } from "@/lib/campaigns/create-campaign";
import { workflowOfCompany } from "@/lib/testing/workflow-fixtures";
import { scheduledOfCompany } from "@/lib/testing/scheduled-fixtures";
import { crmOfCompany } from "@/lib/testing/crm-fixtures";
import { createInteractiveMessage } from "@/lib/channels/photoapp/messaging/library/interactive-messages";
import { createQuickReply } from "@/lib/channels/photoapp/messaging/library/quick-replies";
import { createSavedTemplate } from "@/lib/channels/photoapp/messaging/library/saved-templates";
import { createSavedReply } from "@/lib/saved-replies/saved-replies";
import { createSlaPolicy } from "@/lib/sla/policies";
import { createNote } from "@/lib/notes/notes";
import { receiveChannelMessages } from "@/lib/messaging/receive-messages";
import { storeFile } from "@/lib/widget/files";
import { createInvitation } from "@/lib/account/invitations";
import { storeOfCompany } from "@/lib/testing/store-world";
import { createTeam } from "@/lib/teams/teams";
import { createLabel } from "@/lib/labels/crud";
import { createMacro } from "@/lib/macros/crud";
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
const webhookOf = async (o: TestCompany) =>
  (
    await createWebhook({
      ctx: systemCtx(o.companyId, "test"),
      input: { name: "Other", url: "https://hooks.example.com/in", events: ["*"], maxRetries: 3, fieldExclusions: [], consecutiveFailureThreshold: 10 },
    })
  ).id;
/** A webhook of the other company and a failed delivery of it, written directly. */
const deliveryOf = async (o: TestCompany) => {
  const webhookId = await webhookOf(o);
  const deliveryId = newId("whd");
  await getDb()
    .insert(webhookDeliveries)
    .values({ id: deliveryId, companyId: o.companyId, webhookId, eventId: "evt_x", event: "contact.created", body: "{}", maxAttempts: 1, status: "FAILED", eventOccurredAt: new Date() });
  return { webhookId, deliveryId };
};
const integrationOf = async (o: TestCompany) => (await createIntegration({ ctx: systemCtx(o.companyId, "test"), input: { name: "Other site", authType: "API_KEY" } })).id;
/** An approved template of the other company, with a name no other company uses. */
const templateOf = async (o: TestCompany) => {
  const id = newId("tpl");
  const name = `other_${randomBytes(4).toString("hex")}`;
  await getDb()
    .insert(templates)
    .values({ id, companyId: o.companyId, name, language: "en", category: "UTILITY", status: "APPROVED", definition: { headerType: "NONE", bodyText: "Hi", bodyExamples: [], buttons: [], carouselCards: [], authSecurityDisclaimer: true } });
  return { id, name };
};
/** A DRAFT campaign of the other company (with an approved template of its own). */
const campaignOf = async (o: TestCompany) => {
  const tpl = await templateOf(o);
  const c = await createCampaign({ ctx: systemCtx(o.companyId, "test"), input: { name: "Other", templateId: tpl.id, audience: { type: "ALL" } } });
  return c.id;
};
const camp = (body?: unknown) => async (o: TestCompany) => ({ params: { id: await campaignOf(o) }, body });
const flow = (body?: unknown) => async (o: TestCompany) => ({ params: { workflowId: (await workflowOfCompany(o.companyId)).workflowId }, body });
const flowRun = (o: TestCompany) => workflowOfCompany(o.companyId, { withRun: true }).then((w) => ({ params: { workflowId: w.workflowId, runId: w.runId! } }));
const sched = (body?: unknown) => async (o: TestCompany) => ({ params: { id: (await scheduledOfCompany(o.companyId)).id }, body });
/** The other company's ticket, lead or task (of its own contact). */
const crm = (key: "ticketId" | "leadId" | "taskId", body?: unknown) => async (o: TestCompany) => ({ params: { id: (await crmOfCompany(o.companyId, await contactOf(o)))[key] }, body });
const hook = (body?: unknown) => async (o: TestCompany) => ({ params: { webhookId: await webhookOf(o) }, body });
const integ = (body?: unknown) => async (o: TestCompany) => ({ params: { id: await integrationOf(o) }, body });

/** The photoapp library items of the other company: a saved template, an interactive message, a quick reply. */
const photoappTemplateOf = async (o: TestCompany) => (await createSavedTemplate({ ctx: systemCtx(o.companyId, "test"), input: { name: "Other", cards: [{ title: "Card" }] } })).id;
const INTERACTIVE = { name: "Hijack", type: "quick_replies" as const, config: { text: "Pick one", quickReplies: [{ title: "Yes", payload: "YES" }] } };
const interactiveOf = async (o: TestCompany) => (await createInteractiveMessage({ ctx: systemCtx(o.companyId, "test"), input: INTERACTIVE })).id;
const quickReplyOf = async (o: TestCompany) =>
  (await createQuickReply({ ctx: systemCtx(o.companyId, "test"), input: { shortcut: `other-${randomBytes(3).toString("hex")}`, title: "Other", text: "Hello" } })).id;
const savedReplyOf = async (o: TestCompany) => (await createSavedReply({ ctx: systemCtx(o.companyId, "test"), input: { name: "Other", shortcut: `other-${randomBytes(3).toString("hex")}`, body: "Hello" } })).id;
const slaPolicyOf = async (o: TestCompany) => (await createSlaPolicy({ ctx: systemCtx(o.companyId, "test"), input: { name: `Other ${randomBytes(3).toString("hex")}`, firstResponseMinutes: 60 } })).id;
const slaPolicy = (body?: unknown) => async (o: TestCompany) => ({ params: { policyId: await slaPolicyOf(o) }, body });
const tag6 = () => randomBytes(3).toString("hex");
const teamOf = async (o: TestCompany) => (await createTeam({ ctx: systemCtx(o.companyId, "test"), input: { name: `Other ${tag6()}` } })).id;
const team = (body?: unknown) => async (o: TestCompany) => ({ params: { teamId: await teamOf(o) }, body });
const labelOf = async (o: TestCompany) => (await createLabel({ ctx: systemCtx(o.companyId, "test"), input: { name: `other-${tag6()}`, color: "#64748b" } })).id;
const label = (body?: unknown) => async (o: TestCompany) => ({ params: { id: await labelOf(o) }, body });
const macroOf = async (o: TestCompany) => (await createMacro({ ctx: systemCtx(o.companyId, "test"), input: { name: `Other ${tag6()}`, visibility: "shared", actions: [{ type: "resolve" }] } })).id;
const macro = (body?: unknown) => async (o: TestCompany) => ({ params: { id: await macroOf(o) }, body });
const svr = (body?: unknown) => async (o: TestCompany) => ({ params: { id: await savedReplyOf(o) }, body });
const ptpl = (body?: unknown) => async (o: TestCompany) => ({ params: { id: await photoappTemplateOf(o) }, body });
const pim = (body?: unknown) => async (o: TestCompany) => ({ params: { id: await interactiveOf(o) }, body });
const pqr = (body?: unknown) => async (o: TestCompany) => ({ params: { id: await quickReplyOf(o) }, body });

/** Path parameters that name something of the platform's (a channel), not a company's resource. */
export const NOT_TENANT_PARAMS = ["channel"];

/** A photoapp conversation of the other company, stored as the sandbox's simulated customer is. */
async function photoappConversationOf(o: TestCompany) {
  const [r] = await receiveChannelMessages({ channel: "PHOTOAPP", companyId: o.companyId, inboxId: await defaultInboxId(o.companyId, "PHOTOAPP") }, [
    { from: `1784${randomBytes(6).readUIntBE(0, 6)}`, platformMessageId: `aWdfSEC${randomBytes(8).toString("hex")}`, at: new Date(), type: "text", text: "hi", content: { text: "hi" }, events: [], countsAsUnread: true },
  ]);
  if (r.status !== "stored") throw new Error("fixture message not stored");
  return r.conversationId;
}

/** A website-chat conversation of the other company, from a visitor's message through the layer. */
async function webchatConversationOf(o: TestCompany) {
  const [r] = await receiveChannelMessages({ channel: "WEBCHAT", companyId: o.companyId, inboxId: await defaultInboxId(o.companyId, "WEBCHAT") }, [
    { from: `v_${randomBytes(6).toString("hex")}`, platformMessageId: `wv_${randomBytes(8).toString("hex")}`, at: new Date(), type: "text", text: "hi", content: { body: "hi" }, events: [], countsAsUnread: true },
  ]);
  if (r.status !== "stored") throw new Error("fixture message not stored");
  return r.conversationId;
}

/** The other company's connected store with an order, a store customer and a product. */
const storeRes = (pick: (s: Awaited<ReturnType<typeof storeOfCompany>>) => string, body?: unknown) => async (o: TestCompany) => ({ params: { id: pick(await storeOfCompany(o.companyId)) }, body });
const conn = (body?: unknown) => storeRes((s) => s.connectionId, body);
/** The other company's default chatapp inbox (its sandbox number). */
const inbox = (body?: unknown) => async (o: TestCompany) => ({ params: { inboxId: await defaultInboxId(o.companyId, "CHATAPP") }, body });
export const OTHER_COMPANY_RESOURCES: Record<string, OtherCompanyResource> = {
  "GET /api/v1/inboxes/{inboxId}": inbox(),
  "PATCH /api/v1/inboxes/{inboxId}": inbox({ name: "Hijack" }),
  "DELETE /api/v1/inboxes/{inboxId}": inbox(),
  "PUT /api/v1/inboxes/{inboxId}/connection": inbox({ phoneNumberId: "1065550001", wabaId: "2025550002", accessToken: "EAAG-hijack-token-0000000" }),
  "POST /api/v1/inboxes/{inboxId}/test": inbox(),
  "GET /api/v1/storeplugin/connections/{id}": conn(),
  "PATCH /api/v1/storeplugin/connections/{id}": conn({ name: "Hijack" }),
  "DELETE /api/v1/storeplugin/connections/{id}": conn(),
  "GET /api/v1/storeplugin/connections/{id}/secret": conn(),
  "POST /api/v1/storeplugin/connections/{id}/secret/rotate": conn(),
  "GET /api/v1/orders/{id}": storeRes((s) => s.orderId),
  "PATCH /api/v1/orders/{id}": storeRes((s) => s.orderId, { status: "CANCELLED" }),
  "GET /api/v1/ecommerce/customers/{id}": storeRes((s) => s.customerId),
  "GET /api/v1/public/products/{id}": storeRes((s) => s.productId),
  "PATCH /api/v1/public/products/{id}": storeRes((s) => s.productId, { name: "Hijack" }),
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
  "POST /api/v1/users/{id}/password-reset": async (o) => ({ params: { id: (await o.jwtAs("agent")).userId } }),
  "DELETE /api/v1/invitations/{id}": async (o) => ({
    params: { id: (await createInvitation({ ctx: systemCtx(o.companyId, "test"), input: { email: `invitee-${randomBytes(4).toString("hex")}@other.test`, role: "agent" } })).id },
  }),
  "GET /api/v1/conversations/{conversationId}": conversationOf,
  "GET /api/v1/conversations/{conversationId}/messages": conversationOf,
  "POST /api/v1/conversations/{conversationId}/assign": async (o) => ({ ...(await conversationOf(o)), body: { agentId: (await o.jwtAs("agent")).userId } }),
  "POST /api/v1/conversations/{conversationId}/unassign": conversationOf,
  "POST /api/v1/conversations/{conversationId}/close": conversationOf,
  "POST /api/v1/conversations/{conversationId}/resolve": conversationOf,
  "POST /api/v1/conversations/{conversationId}/reopen": conversationOf,
  "POST /api/v1/conversations/{conversationId}/read": conversationOf,
  "GET /api/v1/conversations/{conversationId}/notes": conversationOf,
  "POST /api/v1/conversations/{conversationId}/typing": async (o) => ({ ...(await conversationOf(o)), body: { state: "start" } }),
  "POST /api/v1/conversations/{conversationId}/notes": async (o) => ({ ...(await conversationOf(o)), body: { body: "Hijack" } }),
  "DELETE /api/v1/conversations/{conversationId}/notes/{noteId}": async (o) => {
    const { conversationId } = (await conversationOf(o)).params;
    const note = await createNote({ ctx: systemCtx(o.companyId, "test"), conversationId, input: { body: "Other", mentions: [] } });
    return { params: { conversationId, noteId: note.id } };
  },
  "POST /api/v1/chatapp/messages/{messageId}/read": async (o) => ({ params: { messageId: (await inboundOf(o)).messageId } }),
  "GET /api/v1/chatapp/templates/{template}": async (o) => ({ params: { template: (await templateOf(o)).id } }),
  "PATCH /api/v1/chatapp/templates/{template}/media": async (o) => ({ params: { template: (await templateOf(o)).id }, body: { headerMediaId: null, carouselCards: [] } }),
  "DELETE /api/v1/chatapp/templates/{template}": async (o) => ({ params: { template: (await templateOf(o)).name } }),
  "GET /api/v1/chatapp/templates/{template}/usage": async (o) => ({ params: { template: (await templateOf(o)).name } }),
  "PATCH /api/v1/chatapp/templates/{template}/mapping": async (o) => ({ params: { template: (await templateOf(o)).name }, body: { variableMapping: {} } }),
  "GET /api/v1/webhooks/{webhookId}": hook(),
  "PUT /api/v1/webhooks/{webhookId}": hook({ name: "Hijack" }),
  "DELETE /api/v1/webhooks/{webhookId}": hook(),
  "GET /api/v1/webhooks/{webhookId}/secret": hook(),
  "POST /api/v1/webhooks/{webhookId}/secret/regenerate": hook(),
  "POST /api/v1/webhooks/{webhookId}/test": hook({}),
  "POST /api/v1/webhooks/{webhookId}/pause": hook(),
  "POST /api/v1/webhooks/{webhookId}/resume": hook(),
  "GET /api/v1/webhooks/{webhookId}/deliveries": hook(),
  "POST /api/v1/webhooks/{webhookId}/resend-failed": hook({}),
  "GET /api/v1/webhooks/{webhookId}/stats": hook(),
  "GET /api/v1/webhooks/{webhookId}/deliveries/{deliveryId}": async (o) => ({ params: await deliveryOf(o) }),
  "POST /api/v1/webhooks/{webhookId}/deliveries/{deliveryId}/resend": async (o) => ({ params: await deliveryOf(o) }),
  "GET /api/v1/chatapp/campaigns/{id}": camp(),
  "PUT /api/v1/chatapp/campaigns/{id}": camp({ name: "Hijack" }),
  "DELETE /api/v1/chatapp/campaigns/{id}": camp(),
  "POST /api/v1/chatapp/campaigns/{id}/run": camp(),
  "POST /api/v1/chatapp/campaigns/{id}/cancel": camp(),
  "POST /api/v1/chatapp/campaigns/{id}/pause": camp(),
  "POST /api/v1/chatapp/campaigns/{id}/resume": camp(),
  "POST /api/v1/chatapp/campaigns/{id}/retry": camp({}),
  "GET /api/v1/chatapp/campaigns/{id}/recipients": camp(),
  "GET /api/v1/chatapp/campaigns/{id}/details": camp(),
  "GET /api/v1/chatapp/campaigns/{id}/analytics": camp(),
  "GET /api/v1/chatapp/campaigns/{id}/timeseries": camp(),
  "GET /api/v1/workflows/{workflowId}": flow(),
  "PUT /api/v1/workflows/{workflowId}": flow({ name: "Hijack" }),
  "DELETE /api/v1/workflows/{workflowId}": flow(),
  "POST /api/v1/workflows/{workflowId}/publish": flow(),
  "POST /api/v1/workflows/{workflowId}/unpublish": flow(),
  "POST /api/v1/workflows/{workflowId}/duplicate": flow({}),
  "GET /api/v1/workflows/{workflowId}/export": flow(),
  "GET /api/v1/workflows/{workflowId}/runs": flow(),
  "GET /api/v1/workflows/{workflowId}/runs/{runId}": flowRun,
  "POST /api/v1/workflows/{workflowId}/runs/{runId}/cancel": flowRun,
  "GET /api/v1/scheduled-messages/{id}": sched(),
  "PATCH /api/v1/scheduled-messages/{id}": sched({ payload: { kind: "template", templateName: "hijack", languageCode: "en" } }),
  "POST /api/v1/scheduled-messages/{id}/cancel": sched(),
  "GET /api/v1/scheduled-messages/{id}/sends": sched(),
  "GET /api/v1/tickets/{id}": crm("ticketId"),
  "PATCH /api/v1/tickets/{id}": crm("ticketId", { status: "PENDING" }),
  "DELETE /api/v1/tickets/{id}": crm("ticketId"),
  "GET /api/v1/leads/{id}": crm("leadId"),
  "PATCH /api/v1/leads/{id}": crm("leadId", { stage: "WON" }),
  "DELETE /api/v1/leads/{id}": crm("leadId"),
  "GET /api/v1/tasks/{id}": crm("taskId"),
  "PATCH /api/v1/tasks/{id}": crm("taskId", { completed: true }),
  "DELETE /api/v1/tasks/{id}": crm("taskId"),
  "GET /api/v1/web-events/{id}": integ(),
  "PUT /api/v1/web-events/{id}": integ({ name: "Hijack", authType: "API_KEY" }),
  "DELETE /api/v1/web-events/{id}": integ(),
  "GET /api/v1/web-events/{id}/events": integ(),
  "GET /api/v1/web-events/{id}/secret": integ(),
  "POST /api/v1/web-events/{id}/secret/regenerate": integ(),
  "GET /api/v1/photoapp/templates/{id}": ptpl(),
  "PUT /api/v1/photoapp/templates/{id}": ptpl({ name: "Hijack" }),
  "DELETE /api/v1/photoapp/templates/{id}": ptpl(),
  "GET /api/v1/photoapp/templates/{id}/detail": ptpl(),
  "POST /api/v1/photoapp/templates/{id}/send": ptpl({ recipientId: "1784140000000001" }),
  "GET /api/v1/photoapp/conversations/{conversationId}/window": async (o) => ({ params: { conversationId: await photoappConversationOf(o) } }),
  "GET /api/v1/photoapp/interactive-messages/{id}": pim(),
  "PUT /api/v1/photoapp/interactive-messages/{id}": pim(INTERACTIVE),
  "DELETE /api/v1/photoapp/interactive-messages/{id}": pim(),
  "GET /api/v1/photoapp/quick-replies/{id}": pqr(),
  "PUT /api/v1/photoapp/quick-replies/{id}": pqr({ title: "Hijack" }),
  "DELETE /api/v1/photoapp/quick-replies/{id}": pqr(),
  "GET /api/v1/saved-replies/{id}": svr(),
  "PATCH /api/v1/saved-replies/{id}": svr({ name: "Hijack" }),
  "DELETE /api/v1/saved-replies/{id}": svr(),
  "GET /api/v1/sla-policies/{policyId}": slaPolicy(),
  "PATCH /api/v1/sla-policies/{policyId}": slaPolicy({ name: "Hijack" }),
  "DELETE /api/v1/sla-policies/{policyId}": slaPolicy(),
  "GET /api/v1/teams/{teamId}": team(),
  "PATCH /api/v1/teams/{teamId}": team({ name: "Hijack" }),
  "DELETE /api/v1/teams/{teamId}": team(),
  "POST /api/v1/teams/{teamId}/members": team({ userIds: ["usr_hijack"] }),
  "DELETE /api/v1/teams/{teamId}/members/{userId}": async (o) => {
    const userId = (await o.jwtAs("agent")).userId;
    return { params: { teamId: (await createTeam({ ctx: systemCtx(o.companyId, "test"), input: { name: `Other ${tag6()}`, memberIds: [userId] } })).id, userId } };
  },
  "GET /api/v1/labels/{id}": label(),
  "PATCH /api/v1/labels/{id}": label({ name: "hijack" }),
  "DELETE /api/v1/labels/{id}": label(),
  "POST /api/v1/conversations/{conversationId}/labels": async (o) => ({ ...(await conversationOf(o)), body: { labelIds: [await labelOf(o)] } }),
  "DELETE /api/v1/conversations/{conversationId}/labels/{labelId}": async (o) => ({ params: { ...(await conversationOf(o)).params, labelId: await labelOf(o) } }),
  "POST /api/v1/conversations/{conversationId}/snooze": async (o) => ({ ...(await conversationOf(o)), body: { untilReply: true } }),
  "POST /api/v1/conversations/{conversationId}/unsnooze": conversationOf,
  "GET /api/v1/macros/{id}": macro(),
  "PATCH /api/v1/macros/{id}": macro({ name: "Hijack" }),
  "DELETE /api/v1/macros/{id}": macro(),
  "POST /api/v1/conversations/{conversationId}/macros/{macroId}/run": async (o) => ({ params: { ...(await conversationOf(o)).params, macroId: await macroOf(o) } }),
  "GET /api/v1/webchat/conversations/{conversationId}/presence": async (o) => ({ params: { conversationId: await webchatConversationOf(o) } }),
  "GET /api/v1/channels/{channel}/files/{fileId}": async (o) => {
    const id = `chf_${randomBytes(8).toString("hex")}`;
    await keepHandedFiles(getDb(), { companyId: o.companyId, channel: "EMAIL" }, [{ id, name: "a.txt", mimeType: "text/plain", data: Buffer.from("hi") }]);
    return { params: { channel: "email", fileId: id } };
  },
  "GET /api/v1/webchat/files/{fileId}": async (o) => ({ params: { fileId: (await storeFile(getDb(), o.companyId, `v_${randomBytes(6).toString("hex")}`, { name: "a.txt", mimeType: "text/plain", base64: Buffer.from("hi").toString("base64") }, "file")).id } }),
};
