import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatPercent, funnelOf } from "@/lib/client/campaign-view";
import type { Campaign } from "@/lib/client/types";

const TONE: Record<string, string> = { sent: "bg-blue-500", delivered: "bg-sky-500", read: "bg-emerald-500", replied: "bg-violet-500" };

/** Sent → delivered → read → replied, each as a share of the sent. */
export function FunnelCard({ counts }: { counts: Campaign["counts"] }) {
  const steps = funnelOf(counts);
  const sent = steps[0].value;
  return (
    <Card className="gap-4" data-testid="funnel">
      <CardHeader>
        <CardTitle>Funnel</CardTitle>
        <CardDescription>How far the messages got, as a share of those sent.</CardDescription>
      </CardHeader>
      <CardContent>
        <ol className="grid gap-4">
          {steps.map((s) => (
            <li key={s.key} className="grid gap-1.5" data-testid={`funnel-${s.key}`}>
              <div className="flex items-baseline justify-between gap-2 text-sm">
                <span className="font-medium">{s.label}</span>
                <span className="tabular-nums">
                  <span className="font-semibold" data-testid="funnel-value">
                    {s.value.toLocaleString("en")}
                  </span>
                  <span className="text-muted-foreground ml-2 inline-block w-14 text-right" data-testid="funnel-percent">
                    {formatPercent(s.percent)}
                  </span>
                </span>
              </div>
              <div className="bg-muted h-2 overflow-hidden rounded-full" aria-hidden="true">
                <div className={`h-full rounded-full ${TONE[s.key]}`} style={{ width: `${sent ? (s.value / sent) * 100 : 0}%` }} />
              </div>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
