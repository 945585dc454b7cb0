import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatDate, formatDateTime } from "@/lib/client/format";
import type { Webhook } from "@/lib/client/types";
import { EventBadges } from "../event-badges";

/** What the webhook listens to and how hard it tries, at a glance. */
export function SettingsCard({ webhook: w }: { webhook: Webhook }) {
  const nearPause = w.consecutiveFailures > 0 && w.consecutiveFailures >= w.consecutiveFailureThreshold * 0.5;
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>Settings</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4 text-sm">
          <div className="grid gap-1.5">
            <dt className="text-muted-foreground">Events</dt>
            <dd>
              <EventBadges events={w.events} max={8} />
            </dd>
          </div>
          <div className="grid grid-cols-2 gap-4">
            <div className="grid gap-1">
              <dt className="text-muted-foreground">Retries</dt>
              <dd className="tabular-nums">{w.maxRetries === 0 ? "None" : `Up to ${w.maxRetries}`}</dd>
            </div>
            <div className="grid gap-1">
              <dt className="text-muted-foreground" title="Deliveries that failed every retry, since the last success">Failed deliveries in a row</dt>
              <dd className={nearPause ? "font-medium text-amber-700 tabular-nums dark:text-amber-300" : "tabular-nums"}>
                {w.consecutiveFailures} of {w.consecutiveFailureThreshold}
              </dd>
            </div>
          </div>
          <div className="grid gap-1.5">
            <dt className="text-muted-foreground">Excluded fields</dt>
            <dd className="flex flex-wrap gap-1">
              {w.fieldExclusions.length ? (
                w.fieldExclusions.map((p) => (
                  <Badge key={p} variant="outline" className="font-mono">
                    {p}
                  </Badge>
                ))
              ) : (
                <span className="text-muted-foreground">None</span>
              )}
            </dd>
          </div>
          <div className="grid grid-cols-2 gap-4">
            <div className="grid gap-1">
              <dt className="text-muted-foreground">Last delivery</dt>
              <dd>{formatDateTime(w.lastDeliveryAt)}</dd>
            </div>
            <div className="grid gap-1">
              <dt className="text-muted-foreground">Created</dt>
              <dd>{formatDate(w.createdAt)}</dd>
            </div>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
