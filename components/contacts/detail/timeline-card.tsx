"use client";

import { HistoryIcon, Loader2Icon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useNow } from "@/lib/client/hooks/use-now";
import { Button } from "@/components/ui/button";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/client/api";
import { formatDateTime, formatRelative } from "@/lib/client/format";
import { useContactTimeline } from "@/lib/client/hooks/use-contacts";
import { useTags } from "@/lib/client/hooks/use-tags";
import { ACTIVITY_TYPES } from "@/lib/contacts/enums";
import { cn } from "@/lib/utils";
import { FacetedFilter } from "../filters/faceted-filter";
import { optionLabel } from "../options";
import { actorText, describeActivity } from "./describe-activity";

const TYPE_OPTIONS = ACTIVITY_TYPES.map((t) => ({ value: t, label: optionLabel(t) }));

const TONES: Record<string, string> = {
  emerald: "bg-emerald-500/10 text-emerald-700 dark:text-emerald-300",
  sky: "bg-sky-500/10 text-sky-700 dark:text-sky-300",
  primary: "bg-primary/10 text-primary",
  amber: "bg-amber-500/10 text-amber-700 dark:text-amber-300",
  violet: "bg-violet-500/10 text-violet-700 dark:text-violet-300",
  destructive: "bg-destructive/10 text-destructive dark:bg-destructive/15",
};

/** Everything that happened to the contact, newest first, loading older entries on scroll. */
export function TimelineCard({ contactId }: { contactId: string }) {
  const [types, setTypes] = useState<string[]>([]);
  const timeline = useContactTimeline(contactId, types);
  const tags = useTags();
  const now = useNow();
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = timeline;

  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasNextPage) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries[0]?.isIntersecting && !isFetchingNextPage) void fetchNextPage();
    }, { rootMargin: "200px" });
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const entries = timeline.data?.pages.flatMap((p) => p.data) ?? [];
  const total = timeline.data?.pages[0]?.pagination.total;
  const tagName = (id: string) => tags.data?.find((t) => t.id === id)?.name;

  return (
    <Card aria-labelledby="timeline-title">
      <CardHeader>
        <CardTitle id="timeline-title">Timeline</CardTitle>
        <CardDescription>{total === undefined ? "Every change, message and note." : `${total.toLocaleString("en")} ${total === 1 ? "entry" : "entries"}, newest first.`}</CardDescription>
        <CardAction>
          <FacetedFilter title="Type" options={TYPE_OPTIONS} selected={types} onChange={setTypes} />
        </CardAction>
      </CardHeader>
      <CardContent>
        {timeline.isPending ? (
          <div className="grid gap-5" aria-busy="true">
            {Array.from({ length: 4 }, (_, i) => (
              <div key={i} className="flex gap-3">
                <Skeleton className="size-8 rounded-full" />
                <div className="grid flex-1 gap-2">
                  <Skeleton className="h-4 w-1/2" />
                  <Skeleton className="h-3 w-1/4" />
                </div>
              </div>
            ))}
          </div>
        ) : timeline.isError ? (
          <p role="alert" className="text-destructive text-sm">
            Could not load the timeline: {errorMessage(timeline.error)}
          </p>
        ) : entries.length === 0 ? (
          <EmptyState
            className="py-8"
            icon={HistoryIcon}
            title={types.length ? "Nothing of these types yet" : "Nothing here yet"}
            description={types.length ? "Try other types, or clear the filter." : "Changes, messages and notes will show up here."}
          />
        ) : (
          <ol className="relative grid gap-5" aria-label="Timeline entries" data-testid="timeline">
            <span aria-hidden="true" className="bg-border absolute top-4 bottom-4 left-4 w-px" />
            {entries.map((a) => {
              const text = describeActivity(a, tagName);
              const Icon = text.icon;
              return (
                <li key={a.id} className="relative flex gap-3" data-activity-type={a.type}>
                  <span
                    className={cn(
                      "ring-card relative z-[1] flex size-8 shrink-0 items-center justify-center rounded-full ring-4",
                      TONES[text.tone ?? ""] ?? "bg-muted text-muted-foreground",
                    )}
                  >
                    <Icon className="size-4" aria-hidden="true" />
                  </span>
                  <div className="grid min-w-0 flex-1 gap-0.5 pt-1">
                    <p className="text-sm font-medium break-words">{text.title}</p>
                    {text.detail && <p className="text-muted-foreground text-sm break-words whitespace-pre-wrap">{text.detail}</p>}
                    <p className="text-muted-foreground text-xs">
                      <time dateTime={a.createdAt} title={formatDateTime(a.createdAt)}>
                        {formatRelative(a.createdAt, now)}
                      </time>{" "}
                      · {actorText(a.actor)}
                    </p>
                  </div>
                </li>
              );
            })}
          </ol>
        )}
        <div ref={sentinel} className="flex justify-center pt-4">
          {hasNextPage ? (
            <Button variant="ghost" size="sm" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
              {isFetchingNextPage && <Loader2Icon className="animate-spin" aria-hidden="true" />}
              {isFetchingNextPage ? "Loading…" : "Load older entries"}
            </Button>
          ) : (
            entries.length > 0 && <p className="text-muted-foreground text-xs">That’s everything.</p>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
