import type { RouteContract } from "@/lib/http/contract";
import * as campaigns from "@/lib/campaigns/routes";
import * as company from "@/lib/company/routes";
import * as contacts from "@/lib/contacts/routes";
import * as conversations from "@/lib/conversations/routes";
import * as chatapp from "@/lib/channels/chatapp/messaging/routes";
import * as photoappLibrary from "@/lib/channels/photoapp/messaging/library/routes";
import * as channels from "@/lib/channels/routes";
import * as inboxes from "@/lib/inboxes/routes";
import * as search from "@/lib/search/routes";
import * as channelCallbacks from "@/lib/channels/webhook-routes";
import * as photoapp from "@/lib/channels/photoapp/messaging/routes";
import * as socialchat from "@/lib/channels/socialchat/messaging/routes";
import * as botchat from "@/lib/channels/botchat/messaging/routes";
import * as sms from "@/lib/channels/sms/messaging/routes";
import * as events from "@/lib/events/routes";
import * as system from "@/lib/system/routes";
import * as team from "@/lib/team/routes";
import * as account from "@/lib/account/routes";
import * as templates from "@/lib/templates/routes";
import * as tokens from "@/lib/tokens/routes";
import * as webEvents from "@/lib/web-events/routes";
import * as webhooks from "@/lib/webhooks/routes";
import * as widget from "@/lib/widget/routes";
import * as workflows from "@/lib/workflows/routes";
import * as analytics from "@/lib/analytics/routes";
import * as audit from "@/lib/audit/routes";
import * as scheduled from "@/lib/scheduled/routes";
import * as otp from "@/lib/otp/routes";
import * as tickets from "@/lib/crm/tickets/routes";
import * as leads from "@/lib/crm/leads/routes";
import * as tasks from "@/lib/crm/tasks/routes";
import * as ecommerce from "@/lib/ecommerce/routes";
import * as savedReplies from "@/lib/saved-replies/routes";
import * as sla from "@/lib/sla/routes";
import * as csat from "@/lib/csat/routes";
import * as notes from "@/lib/notes/routes";
import * as live from "@/lib/live/routes";
import * as teams from "@/lib/teams/routes";
import * as labels from "@/lib/labels/routes";
import * as snooze from "@/lib/snooze/routes";
import * as bulk from "@/lib/bulk/routes";
import * as macros from "@/lib/macros/routes";

/**
 * Every route contract. The OpenAPI document and the shared security suite read this list;
 * a test fails when an app/api route file has a handler that is missing here.
 */
const MODULES: Record<string, unknown>[] = [system, tokens, team, account, company, events, contacts, conversations, notes, chatapp, channels, inboxes, channelCallbacks, webhooks, webEvents, templates, campaigns, photoapp, photoappLibrary, socialchat, botchat, sms, widget, workflows, scheduled, savedReplies, analytics, ecommerce, tickets, leads, tasks, otp, audit, live, teams, search, sla, csat, labels, snooze, bulk, macros];

// Route modules export only contracts; anything else there is a mistake worth failing on.
export const ALL_ROUTES: RouteContract[] = MODULES.flatMap((m) =>
  Object.entries(m).map(([name, c]) => {
    const r = c as RouteContract;
    if (!r || typeof r.method !== "string" || typeof r.path !== "string") throw new Error(`${name} in a routes module is not a route contract`);
    return r;
  }),
);
