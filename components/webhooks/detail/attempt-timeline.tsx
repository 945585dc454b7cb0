import { CheckIcon, XIcon } from "lucide-react";
import { formatDateTime } from "@/lib/client/format";
import type { DeliveryAttempt } from "@/lib/client/types";
import { cn } from "@/lib/utils";
import { CodeBlock } from "../code-block";
import { HttpStatus } from "../status-badges";

export function HeaderList({ headers, label }: { headers: Record<string, string>; label: string }) {
  const entries = Object.entries(headers);
  if (!entries.length) return <p className="text-muted-foreground text-sm">No headers.</p>;
  return (
    <dl className="bg-muted/30 grid grid-cols-[minmax(8rem,auto)_1fr] gap-x-4 gap-y-1 rounded-md border p-3 font-mono text-xs" aria-label={label}>
      {entries.map(([name, value]) => (
        <div key={name} className="contents">
          <dt className="text-muted-foreground">{name}</dt>
          <dd className="break-all">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Every attempt, oldest first, each with its answer (or the error that stood in for one). */
export function AttemptTimeline({ attempts }: { attempts: DeliveryAttempt[] }) {
  if (!attempts.length) return <p className="text-muted-foreground text-sm">No attempt has been made yet.</p>;
  return (
    <ol className="relative grid gap-5 border-l pl-6" data-testid="attempt-timeline">
      {attempts.map((a) => (
        <li key={a.attemptNumber} className="relative grid gap-2" data-success={a.success}>
          <span
            aria-hidden="true"
            className={cn(
              "ring-background absolute top-0.5 -left-[33px] flex size-5 items-center justify-center rounded-full text-white ring-4",
              a.success ? "bg-emerald-500" : "bg-red-500",
            )}
          >
            {a.success ? <CheckIcon className="size-3" /> : <XIcon className="size-3" />}
          </span>
          <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-sm">
            <span className="font-medium">Attempt {a.attemptNumber}</span>
            <span className="sr-only">{a.success ? "succeeded" : "failed"}</span>
            <HttpStatus code={a.responseStatus} />
            <span className="text-muted-foreground tabular-nums">{a.durationMs.toLocaleString("en")} ms</span>
            <time className="text-muted-foreground text-xs" dateTime={a.startedAt}>
              {formatDateTime(a.startedAt)}
            </time>
          </div>
          {a.error && <p className="text-destructive text-sm break-words">{a.error}</p>}
          {a.errorDetail && (
            <details className="group">
              <summary className="text-muted-foreground hover:text-foreground cursor-pointer text-xs">Technical details</summary>
              <p className="bg-muted/30 mt-2 rounded-md border p-2 font-mono text-xs break-all">{a.errorDetail}</p>
            </details>
          )}
          {a.responseHeaders && Object.keys(a.responseHeaders).length > 0 && (
            <details className="group">
              <summary className="text-muted-foreground hover:text-foreground cursor-pointer text-xs">Response headers</summary>
              <div className="mt-2">
                <HeaderList headers={a.responseHeaders} label={`Response headers of attempt ${a.attemptNumber}`} />
              </div>
            </details>
          )}
          {a.responseBody ? (
            <CodeBlock code={a.responseBody} label={`Response body of attempt ${a.attemptNumber}`} className="[&_pre]:max-h-48" />
          ) : (
            a.responseStatus !== null && <p className="text-muted-foreground text-xs">Empty response body.</p>
          )}
        </li>
      ))}
    </ol>
  );
}
