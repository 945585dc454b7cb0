"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { importAudienceInput, retryInput } from "@/lib/campaigns/schemas";
import { apiFetch } from "@/lib/client/api";
import { pollInterval } from "@/lib/client/campaign-view";
import { sampleContactQuery, type CreateBody, type UpdateBody } from "@/lib/client/campaign-wizard";
import { queryKeys } from "@/lib/client/query-keys";
import type {
  Campaign,
  CampaignAnalytics,
  CampaignAudience,
  CampaignDetails,
  CampaignList,
  CampaignPreview,
  CampaignRecipientList,
  CampaignRetryResult,
  CampaignTimeseries,
  Contact,
  ContactList,
  ImportAudienceResult,
} from "@/lib/client/types";
import { useDebounced } from "./use-debounced";

const BASE = "/api/v1/chatapp/campaigns";
const byId = (id: string) => `${BASE}/${encodeURIComponent(id)}`;
/** How often numbers that move are asked for again: a running campaign's progress, its recipients. */
export const LIVE_POLL_MS = 2_000;
const PREVIEW_DEBOUNCE_MS = 400;

export function useCampaigns(query: string, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.campaignList(query),
    queryFn: ({ signal }) => apiFetch<CampaignList>(`${BASE}?${query}`, { signal }),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
    // A running campaign's progress moves in the list too.
    refetchInterval: (q) => (q.state.data?.data.some((c) => c.status === "RUNNING") ? LIVE_POLL_MS : 30_000),
  });
}

export function useCampaign(id: string) {
  return useQuery({ queryKey: queryKeys.campaign(id), queryFn: ({ signal }) => apiFetch<Campaign>(byId(id), { signal }) });
}

/** Progress, rate and ETA; polled while the campaign can still change by itself. */
export function useCampaignDetails(id: string) {
  const qc = useQueryClient();
  return useQuery({
    queryKey: queryKeys.campaignDetails(id),
    queryFn: async ({ signal }) => {
      const details = await apiFetch<CampaignDetails>(`${byId(id)}/details`, { signal });
      // The header reads the campaign: a state the engine changed shows up there at once.
      qc.setQueryData(queryKeys.campaign(id), details.campaign);
      return details;
    },
    refetchInterval: (q) => (q.state.data ? pollInterval(q.state.data.campaign, Date.now()) : false),
  });
}

/** `poll`: pollInterval of the campaign, so tables follow a send and its receipts. */
export function useCampaignRecipients(id: string, query: string, poll: number | false) {
  return useQuery({
    queryKey: queryKeys.campaignRecipients(id, query),
    queryFn: ({ signal }) => apiFetch<CampaignRecipientList>(`${byId(id)}/recipients?${query}`, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: poll,
  });
}

export function useCampaignAnalytics(id: string, poll: number | false) {
  return useQuery({
    queryKey: queryKeys.campaignAnalytics(id),
    queryFn: ({ signal }) => apiFetch<CampaignAnalytics>(`${byId(id)}/analytics`, { signal }),
    refetchInterval: poll && Math.max(poll, 10_000),
  });
}

export function useCampaignTimeseries(id: string, interval: "minute" | "hour", poll: number | false) {
  return useQuery({
    queryKey: queryKeys.campaignTimeseries(id, interval),
    queryFn: ({ signal }) => apiFetch<CampaignTimeseries>(`${byId(id)}/timeseries?interval=${interval}`, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: poll && Math.max(poll, 5_000),
  });
}

/**
 * Audience size, exclusions and cost for the audience being built, asked once the choice
 * settles; each distinct audience is one cached answer, and the last one stays on screen.
 */
export function useCampaignPreview(input: { templateId: string; audience: CampaignAudience } | null) {
  const json = useDebounced(input ? JSON.stringify(input) : "", PREVIEW_DEBOUNCE_MS);
  return useQuery({
    queryKey: queryKeys.campaignPreview(json),
    queryFn: ({ signal }) => apiFetch<CampaignPreview>(`${BASE}/preview`, { method: "POST", body: JSON.parse(json) as unknown, signal }),
    placeholderData: keepPreviousData,
    enabled: json !== "",
    staleTime: 15_000,
    retry: false,
  });
}

/** Writes refresh every campaign read; a write answering with the campaign fills its page at once. */
function useCampaignMutation<V, R>(request: (vars: V) => Promise<R>, campaignOf?: (result: R) => Campaign) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (result) => {
      const c = campaignOf?.(result);
      if (c) qc.setQueryData(queryKeys.campaign(c.id), c);
      return qc.invalidateQueries({ queryKey: queryKeys.campaigns });
    },
  });
}

const self = (c: Campaign) => c;

export function useCreateCampaign() {
  return useCampaignMutation((input: CreateBody) => apiFetch<Campaign>(BASE, { method: "POST", body: input }), self);
}

export function useUpdateCampaign() {
  return useCampaignMutation(({ id, input }: { id: string; input: UpdateBody }) => apiFetch<Campaign>(byId(id), { method: "PUT", body: input }), self);
}

export type CampaignAction = "run" | "pause" | "resume" | "cancel";

export function useCampaignAction() {
  return useCampaignMutation(({ id, action }: { id: string; action: CampaignAction }) => apiFetch<Campaign>(`${byId(id)}/${action}`, { method: "POST" }), self);
}

export function useRetryCampaign() {
  return useCampaignMutation(
    ({ id, input }: { id: string; input: z.input<typeof retryInput> }) => apiFetch<CampaignRetryResult>(`${byId(id)}/retry`, { method: "POST", body: input }),
    (r) => r.campaign,
  );
}

export function useDeleteCampaign() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<{ id: string; deleted: true }>(byId(id), { method: "DELETE" }),
    onSuccess: async ({ id }) => {
      qc.removeQueries({ queryKey: queryKeys.campaign(id) });
      qc.removeQueries({ queryKey: queryKeys.campaignDetails(id) });
      await qc.invalidateQueries({ queryKey: [...queryKeys.campaigns, "list"] });
    },
  });
}

/** Matches the uploaded rows to contacts (creating the missing ones): contacts and tags change. */
export function useImportAudience() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: z.input<typeof importAudienceInput>) => apiFetch<ImportAudienceResult>(`${BASE}/import-audience`, { method: "POST", body: input }),
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: queryKeys.contacts }), qc.invalidateQueries({ queryKey: queryKeys.tags })]),
  });
}

/**
 * One contact of the audience being built, to preview the variables with: the first picked
 * contact, or the first opted-in contact with a phone of the tags (or of everyone). Imported
 * lists bring their own first row, so they ask nothing here.
 */
export function useAudienceSample(audience: CampaignAudience) {
  const first = audience.type === "CONTACTS" ? audience.contactIds?.[0] : undefined;
  const query = sampleContactQuery(audience);
  return useQuery({
    queryKey: [...queryKeys.contacts, "campaign-sample", first ?? query ?? "none"],
    queryFn: async ({ signal }): Promise<Contact | null> => {
      if (first) return apiFetch<Contact>(`/api/v1/contacts/${encodeURIComponent(first)}`, { signal });
      const list = await apiFetch<ContactList>(`/api/v1/contacts?${query}`, { signal });
      return list.data[0] ?? null;
    },
    enabled: !!first || !!query,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
