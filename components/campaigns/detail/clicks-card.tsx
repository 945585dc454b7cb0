"use client";

import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { errorMessage } from "@/lib/client/api";
import { formatPercent } from "@/lib/client/campaign-view";
import { useCampaignAnalytics } from "@/lib/client/hooks/use-campaigns";

/** Clicks on the template's tracked link buttons, per button; untracked buttons say why. */
export function ClicksCard({ campaignId, poll }: { campaignId: string; poll: number | false }) {
  const analytics = useCampaignAnalytics(campaignId, poll);
  const a = analytics.data;
  return (
    <Card className="gap-4" data-testid="clicks">
      <CardHeader>
        <CardTitle>Link clicks</CardTitle>
        <CardDescription>Clicks on the template’s link buttons, counted per recipient.</CardDescription>
        {a && (
          <CardAction className="flex gap-6 text-right">
            <Figure label="Clicks" value={a.totalClicks.toLocaleString("en")} />
            <Figure label="Unique clickers" value={a.uniqueClickers.toLocaleString("en")} />
            <Figure label="Click rate" value={formatPercent(a.sent ? Math.round(a.clickRate * 1000) / 10 : null)} />
          </CardAction>
        )}
      </CardHeader>
      <CardContent className="grid gap-3">
        {analytics.isError && !a ? (
          <p role="alert" className="text-destructive text-sm">
            Could not load the clicks: {errorMessage(analytics.error)}
          </p>
        ) : !a ? (
          <Skeleton className="h-24 w-full" />
        ) : a.links.length === 0 ? (
          <p className="text-muted-foreground rounded-md border border-dashed px-4 py-6 text-center text-sm">
            {a.untracked.length ? "None of this template’s link buttons is tracked." : "This template has no link buttons to track."}
          </p>
        ) : (
          <div className="overflow-hidden rounded-md border">
            <Table>
              <caption className="sr-only">Clicks per link</caption>
              <TableHeader className="bg-muted/40">
                <TableRow className="hover:bg-transparent">
                  <TableHead>Button</TableHead>
                  <TableHead>Link</TableHead>
                  <TableHead className="text-right">Clicks</TableHead>
                  <TableHead className="text-right">Unique</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {a.links.map((l) => (
                  <TableRow key={l.index}>
                    <TableCell className="font-medium">{l.text}</TableCell>
                    <TableCell className="text-muted-foreground max-w-md truncate font-mono text-xs" title={l.url}>
                      {l.url}
                    </TableCell>
                    <TableCell className="text-right tabular-nums">{l.clicks.toLocaleString("en")}</TableCell>
                    <TableCell className="text-right tabular-nums">{l.uniqueClicks.toLocaleString("en")}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        )}
        {a && a.untracked.length > 0 && (
          <ul className="text-muted-foreground grid gap-1 text-xs">
            {a.untracked.map((u) => (
              <li key={u.index}>
                <span className="text-foreground font-medium">“{u.text}”</span> is not tracked: {u.reason}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="grid gap-0.5">
      <span className="text-muted-foreground text-xs">{label}</span>
      <span className="font-semibold tabular-nums">{value}</span>
    </div>
  );
}
