import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatDateTime, formatRelative } from "@/lib/client/format";
import type { Template } from "@/lib/client/types";
import { cn } from "@/lib/utils";
import { TemplateStatusBadge } from "../template-badges";

const SOURCES: Record<Template["statusHistory"][number]["source"], string> = {
  create: "Submitted from here",
  callback: "The platform’s review",
  sync: "Found by a sync",
};

/** Every status the template has had, newest first, with why and where the news came from. */
export function StatusHistory({ template: t, now }: { template: Template; now: number }) {
  const entries = [...t.statusHistory].sort((a, b) => b.at.localeCompare(a.at));
  return (
    <Card className="gap-4 py-5">
      <CardHeader className="px-5">
        <CardTitle className="text-base">Review history</CardTitle>
        <CardDescription>{t.status === "PENDING" ? "Under review: this page updates by itself when the platform decides." : "Each status change, as the platform reported it."}</CardDescription>
      </CardHeader>
      <CardContent className="px-5">
        <ol className="grid" aria-label="Status history" data-testid="status-history">
          {entries.map((e, i) => (
            <li key={`${e.at}-${i}`} className="relative grid grid-cols-[1rem_minmax(0,1fr)] gap-3 pb-4 last:pb-0">
              <span aria-hidden="true" className="relative flex justify-center">
                <span className={cn("bg-border absolute top-3 bottom-[-0.25rem] w-px", i === entries.length - 1 && "hidden")} />
                <span className={cn("ring-background relative mt-1.5 size-2.5 rounded-full ring-4", i === 0 ? "bg-primary" : "bg-muted-foreground/40")} />
              </span>
              <div className="grid gap-1">
                <div className="flex flex-wrap items-center gap-2">
                  <TemplateStatusBadge status={e.status} />
                  <time dateTime={e.at} title={formatDateTime(e.at)} className="text-muted-foreground text-xs">
                    {formatRelative(e.at, now)}
                  </time>
                </div>
                <p className="text-muted-foreground text-xs">{SOURCES[e.source]}</p>
                {e.reason && <p className="text-sm">{e.reason}</p>}
              </div>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
