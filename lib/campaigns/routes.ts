import { z } from "zod";
import { defineRoute } from "@/lib/http/contract";
import {
  analyticsSchema,
  campaignIdParams,
  campaignListSchema,
  campaignSchema,
  createCampaignInput,
  detailsSchema,
  importAudienceInput,
  importAudienceResultSchema,
  listCampaignsQuery,
  previewInput,
  previewSchema,
  recipientListSchema,
  recipientsQuery,
  retryInput,
  retryResultSchema,
  timeseriesQuery,
  timeseriesSchema,
  updateCampaignInput,
} from "./schemas";

const tag = "Campaigns";
const base = "/api/v1/chatapp/campaigns";
const STATE_409 = "A campaign in another state answers 409 CONFLICT with `details.status` (the current state) and `details.allowed`.";

export const listCampaignsRoute = defineRoute({
  method: "GET",
  path: base,
  tag,
  summary: "List campaigns, newest first",
  scope: "campaigns:read",
  query: listCampaignsQuery,
  response: campaignListSchema,
});

export const createCampaignRoute = defineRoute({
  method: "POST",
  path: base,
  tag,
  summary: "Create a campaign (a DRAFT, or SCHEDULED with a future scheduledAt)",
  description: "templateId must name an APPROVED template of the company (409 otherwise). The audience is checked (tags, contacts and batches must be the company's) but materialised only when the campaign runs.",
  scope: "campaigns:write",
  body: createCampaignInput,
  response: campaignSchema,
});

export const getCampaignRoute = defineRoute({ method: "GET", path: `${base}/{id}`, tag, summary: "Get a campaign with its recipient counts", scope: "campaigns:read", params: campaignIdParams, response: campaignSchema });

export const updateCampaignRoute = defineRoute({
  method: "PUT",
  path: `${base}/{id}`,
  tag,
  summary: "Update a DRAFT or SCHEDULED campaign",
  description: `A future scheduledAt makes it SCHEDULED, null a DRAFT. ${STATE_409}`,
  scope: "campaigns:write",
  params: campaignIdParams,
  body: updateCampaignInput,
  response: campaignSchema,
});

export const deleteCampaignRoute = defineRoute({
  method: "DELETE",
  path: `${base}/{id}`,
  tag,
  summary: "Delete a campaign that is not RUNNING, with its recipients",
  description: `Messages already sent stay in their conversations. ${STATE_409}`,
  scope: "campaigns:write",
  params: campaignIdParams,
  response: z.object({ id: z.string(), deleted: z.literal(true) }),
});

const transition = (action: string, summary: string, description: string) =>
  defineRoute({ method: "POST", path: `${base}/{id}/${action}`, tag, summary, description: `${description} ${STATE_409}`, scope: "campaigns:write", params: campaignIdParams, response: campaignSchema });

export const runCampaignRoute = transition(
  "run",
  "Start sending a DRAFT or SCHEDULED campaign now",
  "Materialises the recipients (de-duplicated by phone, opted-out contacts left out) and moves the campaign to RUNNING; emits campaign.started. An audience that leaves nobody completes at once.",
);
export const pauseCampaignRoute = transition("pause", "Pause a RUNNING campaign", "No new recipient is claimed after this answers; sends already claimed (at most a second's worth) finish.");
export const resumeCampaignRoute = transition("resume", "Resume a PAUSED campaign", "Sending continues at the campaign's pace.");
export const cancelCampaignRoute = transition("cancel", "Cancel a campaign that has not finished", "PENDING recipients become SKIPPED; the campaign becomes CANCELLED.");

export const recipientsRoute = defineRoute({
  method: "GET",
  path: `${base}/{id}/recipients`,
  tag,
  summary: "List a campaign's recipients",
  scope: "campaigns:read",
  params: campaignIdParams,
  query: recipientsQuery,
  response: recipientListSchema,
});

export const detailsRoute = defineRoute({
  method: "GET",
  path: `${base}/{id}/details`,
  tag,
  summary: "Progress: counts per recipient status, current send rate and ETA",
  scope: "campaigns:read",
  params: campaignIdParams,
  response: detailsSchema,
});

export const previewCampaignRoute = defineRoute({
  method: "POST",
  path: `${base}/preview`,
  tag,
  summary: "Audience size, exclusions and estimated cost, without creating anything",
  description: "Cost is audienceSize times the company's rate for the template's category (PATCH /api/v1/company `messageRates`).",
  scope: "campaigns:read",
  body: previewInput,
  response: previewSchema,
});

export const importAudienceRoute = defineRoute({
  method: "POST",
  path: `${base}/import-audience`,
  tag,
  summary: "Upload an audience list: match contacts by phone, create the missing ones",
  description:
    "Up to 50,000 rows per call. Phones are normalised (defaultCountryCode for local numbers) and matched to contacts; with createMissing (default true) unknown phones become contacts and unknown tag names become tags. Matched contacts keep their fields; the row's tags are added. Bad rows come back in `rejected` with the reason; the rest form the batch.",
  scope: "campaigns:write",
  maxBodyBytes: 12 * 1024 * 1024,
  body: importAudienceInput,
  response: importAudienceResultSchema,
});

export const retryCampaignRoute = defineRoute({
  method: "POST",
  path: `${base}/{id}/retry`,
  tag,
  summary: "Send again to failed recipients",
  description: `FAILED recipients (only recipientIds, or only failureCategories, when given) go back to PENDING and the campaign runs again. Allowed on RUNNING, PAUSED, COMPLETED and FAILED campaigns. ${STATE_409}`,
  scope: "campaigns:write",
  params: campaignIdParams,
  body: retryInput,
  response: retryResultSchema,
});

export const analyticsRoute = defineRoute({
  method: "GET",
  path: `${base}/{id}/analytics`,
  tag,
  summary: "Clicks on the campaign's tracked URL buttons",
  description: "URL buttons whose template URL is this service's link address (`<APP_URL>/r/{{1}}`) are tracked per recipient; other buttons are listed under `untracked` with the reason.",
  scope: "campaigns:read",
  params: campaignIdParams,
  response: analyticsSchema,
});

export const timeseriesRoute = defineRoute({
  method: "GET",
  path: `${base}/{id}/timeseries`,
  tag,
  summary: "Sent, delivered, read, failed and replied per minute or hour",
  scope: "campaigns:read",
  params: campaignIdParams,
  query: timeseriesQuery,
  response: timeseriesSchema,
});
