import type { components } from "@/sdk/src/generated/openapi";
import type { z } from "zod";
import type {
  analyticsSchema,
  campaignListSchema,
  campaignSchema,
  detailsSchema,
  importAudienceResultSchema,
  previewSchema,
  recipientListSchema,
  recipientSchema,
  retryResultSchema,
  timeseriesSchema,
} from "@/lib/campaigns/schemas";
import type { auditEventSchema, auditListSchema } from "@/lib/audit/schemas";
import type { companySchema } from "@/lib/company/schemas";
import type {
  activitySchema,
  bulkTagsResult,
  contactListSchema,
  contactSchema,
  importResult,
  tagSchema,
  timelineSchema,
} from "@/lib/contacts/schemas";
import type { conversationListSchema, PresentedConversation, PresentedMessage } from "@/lib/conversations/schemas";
import type { NotificationPrefs as NotificationPrefsShape, presenceListSchema, presenceSchema } from "@/lib/live/schemas";
import type { channelConnectionSchema, channelStatusSchema, connectionCheckSchema } from "@/lib/channels/schemas";
import type { photoappWindowRoute } from "@/lib/channels/photoapp/messaging/routes";
import type { photoappSendResultSchema } from "@/lib/channels/photoapp/messaging/send-schemas";
import type { meSchema, roleSchema, teamMemberSchema } from "@/lib/team/schemas";
import type { templateListItemSchema, templateListSchema, syncResultSchema, usageSchema, deleteResultSchema, uploadHandleSchema } from "@/lib/templates/route-schemas";
import type { PresentedTemplate, TemplateProblem } from "@/lib/templates/schemas";
import type { apiTokenSchema, createdTokenSchema } from "@/lib/tokens/schemas";
import type {
  integrationListSchema,
  integrationSchema,
  integrationSecretSchema,
  webEventListSchema,
  webEventSchema,
} from "@/lib/web-events/schemas";
import type {
  exportSchema,
  problemSchema as workflowProblemSchema,
  publishResultSchema,
  runDetailSchema,
  runListSchema,
  runSchema,
  stepSchema,
  workflowListSchema,
  workflowSchema,
} from "@/lib/workflows/schemas";
import type {
  attemptSchema,
  deliveryDetailSchema,
  deliveryListSchema,
  deliverySchema,
  statsSchema,
  webhookListSchema,
  webhookSchema,
} from "@/lib/webhooks/schemas";

// Response shapes come from the same zod schemas the routes answer with (types only).
export type Me = z.infer<typeof meSchema>;
export type Company = z.infer<typeof companySchema>;
export type Role = z.infer<typeof roleSchema>;
export type TeamMember = z.infer<typeof teamMemberSchema>;
export type ApiToken = z.infer<typeof apiTokenSchema>;
export type CreatedApiToken = z.infer<typeof createdTokenSchema>;
export type ListOf<T> = { data: T[] };
export type AuditEvent = z.infer<typeof auditEventSchema>;
export type AuditEventList = z.infer<typeof auditListSchema>;

export type Contact = z.infer<typeof contactSchema>;
export type ContactList = z.infer<typeof contactListSchema>;
export type Tag = z.infer<typeof tagSchema>;
export type Activity = z.infer<typeof activitySchema>;
export type Timeline = z.infer<typeof timelineSchema>;
export type BulkTagsResult = z.infer<typeof bulkTagsResult>;
export type ImportResult = z.infer<typeof importResult>;

// Webhooks and web events (issue 6).
export type EventType = { name: string; group: string; description: string };
export type EventCatalog = { data: EventType[]; groups: string[] };
export type Webhook = z.infer<typeof webhookSchema>;
export type WebhookList = z.infer<typeof webhookListSchema>;
export type Delivery = z.infer<typeof deliverySchema>;
export type DeliveryDetail = z.infer<typeof deliveryDetailSchema>;
export type DeliveryAttempt = z.infer<typeof attemptSchema>;
export type DeliveryList = z.infer<typeof deliveryListSchema>;
export type WebhookStats = z.infer<typeof statsSchema>;
export type Integration = z.infer<typeof integrationSchema>;
export type IntegrationList = z.infer<typeof integrationListSchema>;
export type IntegrationSecret = z.infer<typeof integrationSecretSchema>;
export type WebEvent = z.infer<typeof webEventSchema>;
export type WebEventList = z.infer<typeof webEventListSchema>;
export type Conversation = PresentedConversation;
export type ConversationList = z.infer<typeof conversationListSchema>;
export type Message = PresentedMessage;
export type MessagePage = { data: Message[]; pagination: { limit: number; nextCursor: string | null } };
// The live inbox (issue 30): presence and notification choices.
export type PresenceList = z.infer<typeof presenceListSchema>;
export type MemberPresence = PresenceList["data"][number];
export type PresenceStatus = MemberPresence["status"];
export type MyPresence = z.infer<typeof presenceSchema>;
export type NotificationPrefs = NotificationPrefsShape;
export type SendResult = { messageId: string; platformMessageId: string | null; status: Message["status"]; conversationId: string };

export type ChannelStatus = z.infer<typeof channelStatusSchema>;
export type ChannelName = ChannelStatus["channel"];
export type ChannelTestResult = z.infer<typeof connectionCheckSchema>;
/** A channel's connection on the shared channel layer. */
export type ChannelConnectionView = z.infer<typeof channelConnectionSchema>;
/**
 * A channel on the shared layer (connect, test, sandbox and simulated customers): the channels
 * an inbox can be created on, as the API's contract lists them (lib/channels/keys.ts `onLayer`).
 */
export type ConnectableChannel = components["schemas"]["CreateInboxInput"]["channel"];
export type ChannelSendResult = z.infer<typeof photoappSendResultSchema>;
/** A channel's window route's answer (GET /api/v1/{channel}/conversations/{id}/window). */
export type ChannelWindow = z.infer<(typeof photoappWindowRoute)["response"]>;

// Chatapp message templates (issue 5).
export type Template = PresentedTemplate;
export type TemplateListItem = z.infer<typeof templateListItemSchema>;
export type TemplateList = z.infer<typeof templateListSchema>;
export type TemplateSyncResult = z.infer<typeof syncResultSchema>;
export type TemplateUsage = z.infer<typeof usageSchema>;
export type TemplateDeleteResult = z.infer<typeof deleteResultSchema>;
export type TemplateUploadHandle = z.infer<typeof uploadHandleSchema>;
export type TemplateValidation = { valid: boolean; problems: TemplateProblem[] };

// Chatapp campaigns: the shapes of lib/campaigns/schemas.ts, the API's contract.
export type Campaign = z.infer<typeof campaignSchema>;
export type CampaignStatus = Campaign["status"];
export type CampaignList = z.infer<typeof campaignListSchema>;
export type CampaignAudience = Campaign["audience"];
export type CampaignRecipient = z.infer<typeof recipientSchema>;
export type RecipientStatus = CampaignRecipient["status"];
export type FailureCategory = NonNullable<CampaignRecipient["failureCategory"]>;
export type CampaignRecipientList = z.infer<typeof recipientListSchema>;
export type CampaignDetails = z.infer<typeof detailsSchema>;
export type CampaignPreview = z.infer<typeof previewSchema>;
export type CampaignAnalytics = z.infer<typeof analyticsSchema>;
export type CampaignTimeseries = z.infer<typeof timeseriesSchema>;
export type ImportAudienceResult = z.infer<typeof importAudienceResultSchema>;
export type CampaignRetryResult = z.infer<typeof retryResultSchema>;

// Workflows (issue 14): the shapes of lib/workflows/schemas.ts.
export type Workflow = z.infer<typeof workflowSchema>;
export type WorkflowStatus = Workflow["status"];
export type WorkflowList = z.infer<typeof workflowListSchema>;
export type WorkflowListItem = WorkflowList["data"][number];
export type PublishedWorkflow = z.infer<typeof publishResultSchema>;
export type WorkflowExport = z.infer<typeof exportSchema>;
export type WorkflowProblem = z.infer<typeof workflowProblemSchema>;
export type WorkflowRun = z.infer<typeof runSchema>;
export type WorkflowRunStatus = WorkflowRun["status"];
export type WorkflowRunList = z.infer<typeof runListSchema>;
export type WorkflowRunDetail = z.infer<typeof runDetailSchema>;
export type WorkflowStep = z.infer<typeof stepSchema>;
