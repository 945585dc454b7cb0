import { CAMPAIGN_STATUSES, FAILURE_CATEGORIES, RECIPIENT_STATUSES } from "@/db/enums";
import type { Campaign, CampaignStatus, RecipientStatus } from "@/lib/client/types";
import { statusListView, type StatusListView } from "./status-list-view";

/**
 * What the campaigns list and a campaign's page show, computed from the API's answers: which
 * actions a state allows, progress, the funnel, rates and ETAs, and the list's URL state.
 */
export { CAMPAIGN_STATUSES, FAILURE_CATEGORIES, RECIPIENT_STATUSES };

// The API's own table: buttons follow it, the API decides.
export { allows, type CampaignOperation } from "@/lib/campaigns/state-table";

/** States whose numbers still move: their pages poll. */
export function isLive(status: CampaignStatus): boolean {
  return status === "RUNNING" || status === "SCHEDULED" || status === "PAUSED";
}

/** Receipts (delivered, read, replied) keep arriving for a while after the last send. */
export const RECEIPTS_WINDOW_MS = 10 * 60_000;

/**
 * How often a campaign's numbers are asked for again: every 2 s while it can change by itself,
 * every 5 s for ten minutes after it finished (receipts still come in), then no more.
 */
export function pollInterval(c: Pick<Campaign, "status" | "finishedAt">, now: number): number | false {
  if (isLive(c.status)) return 2_000;
  if (c.finishedAt && now - Date.parse(c.finishedAt) < RECEIPTS_WINDOW_MS) return 5_000;
  return false;
}

type Counts = Record<RecipientStatus, number>;

/** Recipients no longer waiting (not PENDING or CLAIMED), of all recipients. */
export function progressOf(counts: Counts): { done: number; total: number; percent: number } {
  const total = RECIPIENT_STATUSES.reduce((sum, s) => sum + (counts[s] ?? 0), 0);
  const done = total - (counts.PENDING ?? 0) - (counts.CLAIMED ?? 0);
  return { done, total, percent: total ? Math.floor((done / total) * 1000) / 10 : 0 };
}

export type FunnelStep = { key: "sent" | "delivered" | "read" | "replied"; label: string; value: number; percent: number | null };

/**
 * A recipient's status is the furthest it got, so each step counts the recipients at it or
 * beyond: a READ recipient was also sent and delivered. Percentages are of the sent.
 */
export function funnelOf(counts: Counts): FunnelStep[] {
  const replied = counts.REPLIED ?? 0;
  const read = (counts.READ ?? 0) + replied;
  const delivered = (counts.DELIVERED ?? 0) + read;
  const sent = (counts.SENT ?? 0) + delivered;
  const of = (n: number) => (sent ? Math.round((n / sent) * 1000) / 10 : null);
  return [
    { key: "sent", label: "Sent", value: sent, percent: sent ? 100 : null },
    { key: "delivered", label: "Delivered", value: delivered, percent: of(delivered) },
    { key: "read", label: "Read", value: read, percent: of(read) },
    { key: "replied", label: "Replied", value: replied, percent: of(replied) },
  ];
}

/** Sent, delivered and read as the list's columns show them (at that step or beyond). */
export function deliveryCounts(c: Campaign["counts"]): { sent: number; delivered: number; read: number; failed: number } {
  const [sent, delivered, read] = funnelOf(c).map((s) => s.value);
  return { sent, delivered, read, failed: c.FAILED ?? 0 };
}

/** "45 s", "12 min", "2 h 5 min", "3 d 4 h"; null for no estimate. */
export function formatDuration(seconds: number | null | undefined): string | null {
  if (seconds == null || !Number.isFinite(seconds) || seconds < 0) return null;
  const s = Math.round(seconds);
  if (s < 60) return `${s} s`;
  const minutes = Math.round(s / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days} d ${hours % 24} h` : `${days} d`;
}

/** "4.8/s", or per minute when slower than one a second ("12/min"). */
export function formatRate(rate: { perSecond: number; perMinute: number }): string {
  if (rate.perSecond >= 1) return `${rate.perSecond.toLocaleString("en", { maximumFractionDigits: 1 })}/s`;
  return `${Math.round(rate.perMinute).toLocaleString("en")}/min`;
}

export function formatPercent(value: number | null): string {
  return value === null ? "—" : `${value.toLocaleString("en", { maximumFractionDigits: 1 })}%`;
}

export function formatMoney(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat("en", { style: "currency", currency, maximumFractionDigits: amount > 0 && amount < 1 ? 4 : 2 }).format(amount);
  } catch {
    return `${amount} ${currency}`;
  }
}

// The list's filters live in the URL (as the templates list does).
export const CAMPAIGN_PAGE_SIZE = 20;
export type CampaignView = StatusListView<CampaignStatus>;
export const campaignList = statusListView(CAMPAIGN_STATUSES, CAMPAIGN_PAGE_SIZE);
export const parseCampaignView = campaignList.parse;
export const campaignViewParams = campaignList.params;
/** The API's query for a view: offset paging under the page numbers people use. */
export const campaignListQuery = campaignList.query;

export function pageCount(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, limit)));
}
