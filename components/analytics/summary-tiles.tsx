"use client";

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useAnalyticsConversations, useAnalyticsSummary } from "@/lib/client/hooks/use-analytics";
import { formatCount, formatDuration, formatRate } from "@/lib/analytics/display";

function Tile({ label, value, hint, testId }: { label: string; value: string | undefined; hint?: string; testId: string }) {
  return (
    <Card className="gap-1 py-4" data-testid={testId}>
      <CardHeader className="px-4">
        <CardDescription>{label}</CardDescription>
        <CardTitle className="text-2xl tabular-nums">{value ?? <Skeleton className="h-8 w-20" />}</CardTitle>
      </CardHeader>
      {hint && <CardContent className="text-muted-foreground px-4 text-xs">{hint}</CardContent>}
    </Card>
  );
}

/** The range at a glance: volume, reply rate, first response, conversations. */
export function SummaryTiles({ query }: { query: string }) {
  const s = useAnalyticsSummary(query).data;
  const c = useAnalyticsConversations(query).data;
  return (
    <div className="grid grid-cols-2 gap-4 lg:grid-cols-4" data-testid="analytics-summary">
      <Tile testId="tile-messages" label="Messages" value={s && formatCount(s.messages.total)} hint={s && `${formatCount(s.messages.inbound)} received · ${formatCount(s.messages.outbound)} sent`} />
      <Tile testId="tile-reply-rate" label="Reply rate" value={s && formatRate(s.rates.replyRate)} hint={s && `read ${formatRate(s.rates.readRate)} · failed ${formatRate(s.rates.failureRate)}`} />
      <Tile testId="tile-first-response" label="First response (median)" value={s && formatDuration(s.firstResponse.medianSeconds)} hint={s && `p90 ${formatDuration(s.firstResponse.p90Seconds)}`} />
      <Tile
        testId="tile-conversations"
        label="Conversations opened"
        value={c && formatCount(c.opened)}
        hint={c && `${formatCount(c.resolved)} resolved · now ${formatCount(c.byStatus.OPEN)} open, ${formatCount(c.byStatus.CLOSED)} closed, ${formatCount(c.byStatus.RESOLVED)} resolved`}
      />
    </div>
  );
}
