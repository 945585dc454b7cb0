/** The periods of GET /photoapp/stats (spec 4.6); browser-safe for the dashboard's picker. */
export const STATS_PERIODS = ["today", "7days", "month"] as const;
export type StatsPeriod = (typeof STATS_PERIODS)[number];
