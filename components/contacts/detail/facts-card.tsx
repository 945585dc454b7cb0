import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Separator } from "@/components/ui/separator";
import { formatDate, formatDateTime } from "@/lib/client/format";
import type { Contact } from "@/lib/client/types";
import { formatMoney, optionLabel } from "../options";
import { ConsentSection } from "./consent-section";

function When({ iso }: { iso: string | null }) {
  return iso ? (
    <time dateTime={iso} title={formatDateTime(iso)}>
      {formatDate(iso)}
    </time>
  ) : (
    "—"
  );
}

/** What the service records about the contact by itself, read-only, under the one fact a person sets: marketing consent. */
export function FactsCard({ contact: c, canWrite }: { contact: Contact; canWrite: boolean }) {
  const facts: [string, React.ReactNode][] = [
    ["Source", optionLabel(c.source)],
    ["Channel", c.channelType ? optionLabel(c.channelType) : "—"],
    ["Total spent", formatMoney(c.totalSpent)],
    ["Orders", c.orderCount.toLocaleString("en")],
    ["Last interaction", <When key="l" iso={c.lastInteractionAt} />],
    ["Created", <When key="c" iso={c.createdAt} />],
    ["Updated", <When key="u" iso={c.updatedAt} />],
  ];
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>Activity</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ConsentSection contact={c} canWrite={canWrite} />
        <Separator />
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          {facts.map(([k, v]) => (
            <div key={k} className="contents">
              <dt className="text-muted-foreground whitespace-nowrap">{k}</dt>
              <dd className="truncate text-right tabular-nums">{v}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
