"use client";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/client/api";
import { useScheduledSends, type ScheduledMessage } from "@/lib/client/hooks/use-scheduled";
import { RECURRENCE_LABELS, payloadPreview } from "./scheduled-format";

const SEND_VARIANT = { SENDING: "default", SENT: "outline", FAILED: "destructive", SKIPPED: "secondary" } as const;

/** One scheduled message: what it sends, when next, and each occurrence's outcome (a recurring message's history). */
export function HistorySheet({ message: m, onClose, onCancel }: { message: ScheduledMessage | null; onClose: () => void; onCancel?: (m: ScheduledMessage) => void }) {
  const sends = useScheduledSends(m?.id ?? null);
  return (
    <Sheet open={!!m} onOpenChange={(o) => !o && onClose()}>
      <SheetContent className="w-full overflow-y-auto sm:max-w-md" data-testid="history-sheet">
        {m && (
          <>
            <SheetHeader>
              <SheetTitle>To {m.contact?.name || m.recipientRef}</SheetTitle>
              <SheetDescription>
                {m.channel.toLowerCase()} · {RECURRENCE_LABELS[m.recurrence]} · {m.status.toLowerCase()}
              </SheetDescription>
            </SheetHeader>
            <div className="grid gap-4 px-4 pb-4 text-sm">
              <p className="bg-muted rounded-md p-3 whitespace-pre-wrap">{payloadPreview(m)}</p>
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
                <dt className="text-muted-foreground">Next send</dt>
                <dd>{m.nextOccurrenceAt ? new Date(m.nextOccurrenceAt).toLocaleString() : "—"}</dd>
                <dt className="text-muted-foreground">Local time</dt>
                <dd>
                  {m.localTime.slice(11, 16)} {m.timeZone}
                </dd>
                <dt className="text-muted-foreground">Sent / failed</dt>
                <dd>
                  {m.sentCount} / {m.failedCount}
                </dd>
              </dl>
              {onCancel && (m.status === "PENDING" || (m.status === "SENDING" && m.recurrence !== "NONE")) && (
                <Button variant="outline" className="text-destructive w-fit" onClick={() => onCancel(m)}>
                  Cancel message
                </Button>
              )}
              <h3 className="font-medium">History</h3>
              {sends.isPending ? (
                <Skeleton className="h-16 w-full" />
              ) : sends.isError ? (
                <p role="alert" className="text-destructive">
                  Could not load the history: {errorMessage(sends.error)}
                </p>
              ) : sends.data.data.length === 0 ? (
                <p className="text-muted-foreground">Nothing sent yet.</p>
              ) : (
                <ol className="grid gap-2" data-testid="send-history">
                  {sends.data.data.map((s) => (
                    <li key={s.id} className="grid gap-1 rounded-md border p-2">
                      <div className="flex items-center justify-between gap-2">
                        <span className="tabular-nums">{new Date(s.occurrenceAt).toLocaleString()}</span>
                        <Badge variant={SEND_VARIANT[s.status]}>{s.status.toLowerCase()}</Badge>
                      </div>
                      {s.usedFallback && <span className="text-muted-foreground text-xs">Sent the fallback template (outside the 24-hour window)</span>}
                      {s.error && <span className="text-destructive text-xs">{s.error}</span>}
                    </li>
                  ))}
                </ol>
              )}
            </div>
          </>
        )}
      </SheetContent>
    </Sheet>
  );
}
