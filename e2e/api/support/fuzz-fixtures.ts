import { randomBytes } from "node:crypto";
import { getDb } from "@/db/client";
import { templates, webhookDeliveries } from "@/db/schema";
import { systemCtx } from "@/lib/domain/context";
import { newId } from "@/lib/ids";
import { receiveChatappMessage } from "@/lib/channels/chatapp/messaging/inbound/receive-message";
import { createIntegration, getIntegrationSecret } from "@/lib/web-events/integrations";
import { createWebhook } from "@/lib/webhooks/webhook-crud";
import { createCampaign } from "@/lib/campaigns/create-campaign";
import { workflowOfCompany } from "@/lib/testing/workflow-fixtures";
import { scheduledOfCompany } from "@/lib/testing/scheduled-fixtures";
import { crmOfCompany } from "@/lib/testing/crm-fixtures";
import { createInteractiveMessage } from "@/lib/channels/photoapp/messaging/library/interactive-messages";
import { createQuickReply } from "@/lib/channels/photoapp/messaging/library/quick-replies";
import { createSavedTemplate } from "@/lib/channels/photoapp/messaging/library/saved-templates";
import { createSavedReply } from "@/lib/saved-replies/saved-replies";
import { createNote } from "@/lib/notes/notes";
import { deleteTemplateRoute, templateUsageRoute, updateTemplateMappingRoute } from "@/lib/templates/routes";
import { createInvitation } from "@/lib/account/invitations";
import { signAccessToken } from "@/lib/auth/jwt";
import { users } from "@/db/schema";
import { byIdInCompany } from "@/lib/domain/tenancy";
import { storeOfCompany } from "@/lib/testing/store-world";
import { exhaustRateLimit, newCompany, type TestCompany } from "./fixtures";

/**
 * Realistic data of one company for the fuzz suite (so path ids sometimes exist), the same
 * kinds of objects in another company (their ids must answer 404), and sacrificial tokens and
 * users that the destructive routes may revoke or delete.
 */
export interface Pools {
  contacts: string[];
  tags: string[];
  tokens: string[];
  users: string[];
  conversations: string[];
  messages: string[];
  templateIds: string[];
  templateNames: string[];
  webhooks: string[];
  deliveries: string[];
  integrations: string[];
  campaigns: string[];
  photoappTemplates: string[];
  interactiveMessages: string[];
  quickReplies: string[];
  savedReplies: string[];
  notes: string[];
  workflows: string[];
  workflowRuns: string[];
  scheduledMessages: string[];
  invitations: string[];
  tickets: string[];
  leads: string[];
  tasks: string[];
  stores: string[];
  orders: string[];
  storeCustomers: string[];
  products: string[];
}

export interface FuzzWorld {
  mine: TestCompany;
  /** An all-scopes API token of `mine`; never in a pool, so no fuzz case revokes it. */
  token: { id: string; token: string };
  /** The owner's JWT, for routes that refuse API tokens. */
  jwt: string;
  agentId: string;
  /**
   * A member who stands in for "me" on the routes that end the caller's sessions (sign out of
   * other sessions, password change): each call gets a JWT of their current session version,
   * so ending their sessions never locks the suite out (the owner's JWT stays valid).
   */
  self: { userId: string; jwt(): Promise<string> };
  /** A website integration of `mine` kept out of the pools (a fuzz case may regenerate a pool one's secret). */
  inbound: { id: string; key: string };
  /** A connected store of `mine` kept out of the pools (a fuzz case may rotate or delete a pool one). */
  store: { id: string; secret: string };
  own: Pools;
  other: Pools;
}

const hex = (n = 4) => randomBytes(n).toString("hex");
// One rarely emitted event: with "*" every fuzzed write made real deliveries to the unresolvable
// host, and the fuzzed pause and resume calls turned them into held backlogs released dozens of
// times over, a job storm that starved the server's pool (a test send waited a minute).
const webhookInput = { name: "Fuzz", url: "https://fuzz.invalid/hook", events: ["otp.verified"], maxRetries: 0, fieldExclusions: [], consecutiveFailureThreshold: 10 };

async function poolsOf(co: TestCompany, n: number): Promise<Pools> {
  const ctx = systemCtx(co.companyId, "fuzz");
  const times = <T>(f: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => f(i)));
  const contacts = await times((i) => co.contact({ phone: `+1555${String(Date.now() % 1e6).padStart(6, "0")}${i}`, email: `c${i}-${hex()}@fuzz.test` }));
  const tags = await times(() => co.tag());
  const tokens = await times(() => co.token(["contacts:read"]));
  const users = await times(() => co.jwtAs("agent"));
  const inbound = await times(async (i) => {
    const from = `1666${hex(3).replace(/\D/g, "1").padEnd(6, "0").slice(0, 6)}${i}`;
    const message = { from, id: `wamid.FUZZ${hex(8)}`, timestamp: String(Math.floor(Date.now() / 1000)), type: "text", text: { body: "hello" } };
    const r = await receiveChatappMessage({ companyId: co.companyId, message });
    if (r.status !== "stored") throw new Error("fuzz fixture message not stored");
    return r;
  });
  const tpl = await times(async () => {
    const id = newId("tpl");
    const name = `fuzz_${hex()}`;
    await getDb()
      .insert(templates)
      .values({ id, companyId: co.companyId, name, language: "en", category: "UTILITY", status: "APPROVED", definition: { headerType: "NONE", bodyText: "Hi {{1}}", bodyExamples: ["Sam"], buttons: [], carouselCards: [], authSecurityDisclaimer: true } });
    return { id, name };
  });
  const hooks = await times(() => createWebhook({ ctx, input: webhookInput }));
  const deliveries = await times(async (i) => {
    const id = newId("whd");
    await getDb()
      .insert(webhookDeliveries)
      .values({ id, companyId: co.companyId, webhookId: hooks[i].id, eventId: "evt_fuzz", event: "contact.created", body: "{}", maxAttempts: 1, status: "FAILED", eventOccurredAt: new Date() });
    return id;
  });
  const integrations = await times(() => createIntegration({ ctx, input: { name: "Fuzz site", authType: "API_KEY", autoCreateContact: true, contactMapping: WEB_MAPPING } }));
  const campaigns = await times((i) => createCampaign({ ctx, input: { name: `Fuzz ${i}`, templateId: tpl[i].id, audience: { type: "ALL" } } }));
  const flows = await times(() => workflowOfCompany(co.companyId, { withRun: true }));
  const scheduled = await times(() => scheduledOfCompany(co.companyId));
  const crm = await times((i) => crmOfCompany(co.companyId, contacts[i].id));
  const photoappTemplates = await times((i) => createSavedTemplate({ ctx, input: { name: `Fuzz ${i}`, cards: [{ title: "Card", buttons: [{ type: "postback", title: "Go", payload: "GO" }] }] } }));
  const interactive = await times((i) => createInteractiveMessage({ ctx, input: { name: `Fuzz ${i}`, type: "buttons", config: { text: "Hi", buttons: [{ type: "web_url", title: "Open", url: "https://fuzz.invalid/page" }] } } }));
  const invitations = await times((i) => createInvitation({ ctx, input: { email: `invitee-${i}-${hex()}@fuzz.test`, role: "agent" } }));
  const quickReplies = await times((i) => createQuickReply({ ctx, input: { shortcut: `fuzz-${i}-${hex()}`, title: "Fuzz", text: "Hello", category: "fuzz" } }));
  const stores = await times(() => storeOfCompany(co.companyId));
  const saved = await times((i) => createSavedReply({ ctx, input: { name: `Fuzz ${i}`, shortcut: `fuzz-${i}-${hex()}`, body: "Hi {{contact.name}}" } }));
  const notes = await times((i) => createNote({ ctx, conversationId: inbound[i].conversationId, input: { body: `Fuzz ${i}`, mentions: [] } }));
  return {
    contacts: contacts.map((c) => c.id),
    tags: tags.map((t) => t.id),
    tokens: tokens.map((t) => t.id),
    users: users.map((u) => u.userId),
    conversations: inbound.map((r) => r.conversationId),
    messages: inbound.map((r) => r.messageId),
    templateIds: tpl.map((t) => t.id),
    templateNames: tpl.map((t) => t.name),
    webhooks: hooks.map((h) => h.id),
    deliveries,
    integrations: integrations.map((x) => x.id),
    campaigns: campaigns.map((c) => c.id),
    photoappTemplates: photoappTemplates.map((x) => x.id),
    interactiveMessages: interactive.map((x) => x.id),
    quickReplies: quickReplies.map((x) => x.id),
    savedReplies: saved.map((x) => x.id),
    notes: notes.map((x) => x.id),
    workflows: flows.map((f) => f.workflowId),
    workflowRuns: flows.map((f) => f.runId!),
    scheduledMessages: scheduled.map((x) => x.id),
    invitations: invitations.map((x) => x.id),
    tickets: crm.map((x) => x.ticketId),
    leads: crm.map((x) => x.leadId),
    tasks: crm.map((x) => x.taskId),
    stores: stores.map((x) => x.connectionId),
    orders: stores.map((x) => x.orderId),
    storeCustomers: stores.map((x) => x.customerId),
    products: stores.map((x) => x.productId),
  };
}

const WEB_MAPPING = { phoneField: "customer.phone", emailField: "customer.email", nameField: "customer.name", enrichFields: [{ source: "plan", target: "plan" }] };

async function inboundIntegration(co: TestCompany) {
  const ctx = systemCtx(co.companyId, "fuzz");
  const { id } = await createIntegration({ ctx, input: { name: "Fuzz inbound", authType: "API_KEY", autoCreateContact: true, contactMapping: WEB_MAPPING } });
  return { id, key: (await getIntegrationSecret({ ctx, id })).secret };
}

export async function fuzzWorld(): Promise<FuzzWorld> {
  const [mine, otherCo] = await Promise.all([newCompany("fuzz"), newCompany("fuzzother")]);
  const [own, other, token, agent, inbound, me, store] = await Promise.all([
    poolsOf(mine, 3),
    poolsOf(otherCo, 1),
    mine.token(["*"], { name: "fuzz-all-scopes" }),
    mine.jwtAs("agent"),
    inboundIntegration(mine),
    mine.jwtAs("agent"),
    storeOfCompany(mine.companyId),
  ]);
  const self = {
    userId: me.userId,
    async jwt() {
      const [row] = await getDb().select().from(users).where(byIdInCompany(users, mine, me.userId));
      return (await signAccessToken(row)).accessToken;
    },
  };
  return { mine, token, jwt: mine.ownerJwt, agentId: agent.userId, self, inbound, store: { id: store.connectionId, secret: store.secret }, own, other };
}

// `{template}` is a template's name on these operations and its id on the others.
const TEMPLATE_BY_NAME = new Set([deleteTemplateRoute, templateUsageRoute, updateTemplateMappingRoute].map((r) => `${r.method} ${r.path}`));

/** The pool a path parameter draws from, by its name and the operation ("METHOD /path") it is in. */
export function poolFor(pools: Pools, operation: string, param: string): string[] {
  const routePath = operation.slice(operation.indexOf(" ") + 1);
  if (param === "template") return TEMPLATE_BY_NAME.has(operation) ? pools.templateNames : pools.templateIds;
  if (param === "tagId") return pools.tags;
  if (param === "channel") return ["photoapp"];
  if (param === "conversationId") return pools.conversations;
  if (param === "messageId") return pools.messages;
  if (param === "noteId") return pools.notes;
  if (param === "webhookId") return pools.webhooks;
  if (param === "deliveryId") return pools.deliveries;
  if (param === "integrationId") return pools.integrations;
  if (routePath.startsWith("/api/v1/contacts/")) return pools.contacts;
  if (routePath.startsWith("/api/v1/tokens/")) return pools.tokens;
  if (routePath.startsWith("/api/v1/users/")) return pools.users;
  if (routePath.startsWith("/api/v1/web-events/")) return pools.integrations;
  if (routePath.startsWith("/api/v1/chatapp/campaigns/")) return pools.campaigns;
  if (param === "workflowId") return pools.workflows;
  if (param === "runId") return pools.workflowRuns;
  if (routePath.startsWith("/api/v1/scheduled-messages/")) return pools.scheduledMessages;
  if (routePath.startsWith("/api/v1/tickets/")) return pools.tickets;
  if (routePath.startsWith("/api/v1/leads/")) return pools.leads;
  if (routePath.startsWith("/api/v1/tasks/")) return pools.tasks;
  if (routePath.startsWith("/api/v1/photoapp/templates/")) return pools.photoappTemplates;
  if (routePath.startsWith("/api/v1/photoapp/interactive-messages/")) return pools.interactiveMessages;
  if (routePath.startsWith("/api/v1/photoapp/quick-replies/")) return pools.quickReplies;
  if (routePath.startsWith("/api/v1/invitations/")) return pools.invitations;
  if (routePath.startsWith("/api/v1/storeplugin/connections/")) return pools.stores;
  if (routePath.startsWith("/api/v1/orders/")) return pools.orders;
  if (routePath.startsWith("/api/v1/ecommerce/customers/")) return pools.storeCustomers;
  if (routePath.startsWith("/api/v1/public/products/")) return pools.products;
  if (routePath.startsWith("/api/v1/saved-replies/")) return pools.savedReplies;
  return [];
}

/** Values for body fields that name other objects, so a case can get past "not found". */
export function bodyHints(world: FuzzWorld): Record<string, string> {
  return {
    agentId: world.agentId,
    assignedAgentId: world.agentId,
    tagIds: world.own.tags[0],
    templateId: world.own.templateIds[0],
    contactIds: world.own.contacts[0],
    contactId: world.own.contacts[0],
    conversationId: world.own.conversations[0],
    assigneeId: world.agentId,
    ticketId: world.own.tickets[0],
    leadId: world.own.leads[0],
    templateName: world.own.templateNames[0],
    languageCode: "en",
    from: "15550001111",
    // A one-time code's shape (POST /api/v1/otp/verify), so the starting request gets past validation.
    code: "123456",
    // Never a real host (the schema's example is): a test send or a registration check resolves it.
    url: "https://fuzz.invalid/hook",
  };
}

/** Rate-limit buckets are emptied every so often: the suite sends thousands of requests a minute. */
export function rateLimitResetter(every = 40) {
  const counts = new Map<string, number>();
  return async (rateKey: string | null) => {
    if (!rateKey) return;
    const n = (counts.get(rateKey) ?? 0) + 1;
    counts.set(rateKey, n);
    if (n % every === 0) await exhaustRateLimit(rateKey, 0);
  };
}
