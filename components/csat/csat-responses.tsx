"use client";

import { StarIcon } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/client/api";
import { channelLabel } from "@/lib/analytics/display";
import { csatQueryString, useCsatReport, useCsatResponses, type CsatFilter } from "./use-csat";

const ANY = "any";
const when = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeStyle: "short" });

/** Five stars, the rating's filled; read as "4 out of 5". */
function Stars({ rating }: { rating: number }) {
  return (
    <span className="inline-flex" role="img" aria-label={`${rating} out of 5`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <StarIcon key={n} aria-hidden="true" className={n <= rating ? "size-4 fill-amber-400 text-amber-400" : "text-muted-foreground/50 size-4"} />
      ))}
    </span>
  );
}

/** A filter of the answers: its options are those the range's report holds. */
function FilterSelect({ label, value, onChange, options }: { label: string; value: string | undefined; onChange: (v: string | undefined) => void; options: { value: string; label: string }[] }) {
  return (
    <Select value={value ?? ANY} onValueChange={(v) => onChange(v === ANY ? undefined : v)}>
      <SelectTrigger className="w-full sm:w-44" aria-label={label}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={ANY}>Every {label.toLowerCase()}</SelectItem>
        {options.map((o) => (
          <SelectItem key={o.value} value={o.value}>
            {o.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

/** The answered surveys with their comments, newest first, filtered by inbox, agent and team. */
export function CsatResponses({ query }: { query: string }) {
  const [filter, setFilter] = useState<CsatFilter>({});
  const report = useCsatReport(query);
  const responses = useCsatResponses(csatQueryString(query, filter));
  const items = responses.data?.pages.flatMap((p) => p.data) ?? [];
  const r = report.data;
  const set = (key: keyof CsatFilter) => (v: string | undefined) => setFilter((f) => ({ ...f, [key]: v }));
  return (
    <Card className="min-w-0 gap-4 lg:col-span-2" data-testid="analytics-csat-responses">
      <CardHeader>
        <CardTitle>Satisfaction answers</CardTitle>
        <CardDescription>What customers said, newest first.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          <FilterSelect label="Inbox" value={filter.inboxId} onChange={set("inboxId")} options={(r?.byInbox ?? []).map((i) => ({ value: i.inboxId, label: `${i.name ?? i.inboxId} · ${channelLabel(i.channel)}` }))} />
          <FilterSelect label="Agent" value={filter.agentId} onChange={set("agentId")} options={(r?.byAgent ?? []).flatMap((a) => (a.agentId ? [{ value: a.agentId, label: a.name ?? a.agentId }] : []))} />
          <FilterSelect label="Team" value={filter.teamId} onChange={set("teamId")} options={(r?.byTeam ?? []).flatMap((t) => (t.teamId ? [{ value: t.teamId, label: t.name ?? t.teamId }] : []))} />
        </div>
        {responses.isError && !responses.data ? (
          <p role="alert" className="text-destructive text-sm">
            Could not load the answers: {errorMessage(responses.error)}
          </p>
        ) : !responses.data ? (
          <Skeleton className="h-32 w-full" />
        ) : items.length === 0 ? (
          <p className="text-muted-foreground rounded-md border border-dashed p-6 text-center text-sm" data-testid="csat-responses-empty">
            No answers {filter.inboxId || filter.agentId || filter.teamId ? "match these filters" : "in this range"}.
          </p>
        ) : (
          <ul className="divide-y rounded-md border" aria-label="Satisfaction answers">
            {items.map((a) => (
              <li key={a.id} className="grid gap-1.5 p-3" data-testid="csat-response">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <div className="flex items-center gap-2">
                    <Stars rating={a.rating} />
                    <Link href={`/inbox?status=any&c=${encodeURIComponent(a.conversationId)}`} className="font-medium underline-offset-4 hover:underline">
                      {a.contact.name}
                    </Link>
                  </div>
                  <time className="text-muted-foreground text-xs" dateTime={a.answeredAt}>
                    {when.format(new Date(a.answeredAt))}
                  </time>
                </div>
                {a.comment ? <p className="text-sm break-words whitespace-pre-wrap">“{a.comment}”</p> : <p className="text-muted-foreground text-sm italic">No comment</p>}
                <p className="text-muted-foreground text-xs">
                  {a.inbox.name ?? a.inbox.id} · {channelLabel(a.inbox.channel)}
                  {a.agent ? ` · ${a.agent.name}` : " · Unassigned"}
                  {a.team ? ` · ${a.team.name}` : ""}
                </p>
              </li>
            ))}
          </ul>
        )}
        {responses.hasNextPage && (
          <Button variant="outline" className="w-fit" onClick={() => responses.fetchNextPage()} disabled={responses.isFetchingNextPage}>
            {responses.isFetchingNextPage ? "Loading…" : "Show older answers"}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
