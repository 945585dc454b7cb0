"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type {
  AnalyticsAgents,
  AnalyticsChannels,
  AnalyticsConversations,
  AnalyticsMessages,
  AnalyticsResponseTimes,
  AnalyticsSummary,
  AnalyticsTemplates,
  AnalyticsTrends,
} from "@/lib/analytics/schemas";
import { apiFetch } from "@/lib/client/api";

const BASE = "/api/v1/chatapp/analytics";

/** One analytics route for a range query string (`days=30`, `startDate=…&endDate=…`, or empty for all time). */
function useAnalyticsRoute<T>(path: string, query: string) {
  return useQuery({
    queryKey: ["analytics", path, query],
    queryFn: ({ signal }) => apiFetch<T>(`${BASE}/${path}${query ? `?${query}` : ""}`, { signal }),
    placeholderData: keepPreviousData,
    // Rollups are folded about once a minute; asking more often shows nothing new.
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
}

export const useAnalyticsSummary = (q: string) => useAnalyticsRoute<AnalyticsSummary>("summary", q);
export const useAnalyticsMessages = (q: string) => useAnalyticsRoute<AnalyticsMessages>("messages", q);
export const useAnalyticsTrends = (q: string) => useAnalyticsRoute<AnalyticsTrends>("messages/trends", q);
export const useAnalyticsResponseTimes = (q: string) => useAnalyticsRoute<AnalyticsResponseTimes>("response-times", q);
export const useAnalyticsTemplates = (q: string) => useAnalyticsRoute<AnalyticsTemplates>("templates", q);
export const useAnalyticsConversations = (q: string) => useAnalyticsRoute<AnalyticsConversations>("conversations", q);
export const useAnalyticsAgents = (q: string) => useAnalyticsRoute<AnalyticsAgents>("agents", q);
export const useAnalyticsChannels = (q: string) => useAnalyticsRoute<AnalyticsChannels>("channels", q);
