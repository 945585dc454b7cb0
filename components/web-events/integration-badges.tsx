import { ArrowLeftIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import type { Integration, WebEvent } from "@/lib/client/types";
import { cn } from "@/lib/utils";

export function AuthTypeBadge({ authType }: { authType: Integration["authType"] }) {
  return (
    <Badge variant="outline" className="font-mono">
      {authType === "HMAC_SHA256" ? "HMAC-SHA256" : "API key"}
    </Badge>
  );
}

/** "phone ← customer.phone" for each identifying field that is mapped. */
export function MappingSummary({ integration: i }: { integration: Integration }) {
  const m = i.contactMapping;
  const rows = [
    ["phone", m.phoneField],
    ["email", m.emailField],
  ].filter((r): r is [string, string] => !!r[1]);
  return (
    <ul className="grid gap-0.5 text-xs">
      {rows.map(([label, path]) => (
        <li key={label} className="flex items-center gap-1.5">
          <span className="text-muted-foreground w-9">{label}</span>
          <ArrowLeftIcon className="text-muted-foreground size-3" aria-label="from" />
          <code className="font-mono">{path}</code>
        </li>
      ))}
      {i.autoCreateContact && <li className="text-muted-foreground">creates missing contacts</li>}
    </ul>
  );
}

const MATCH = {
  MATCHED: { label: "Matched", className: "border-emerald-500/30 bg-emerald-500/10 text-emerald-700 dark:text-emerald-300" },
  CREATED: { label: "Created contact", className: "border-sky-500/30 bg-sky-500/10 text-sky-700 dark:text-sky-300" },
  UNMATCHED: { label: "No match", className: "border-border bg-muted text-muted-foreground" },
} as const;

export function MatchBadge({ match }: { match: WebEvent["match"] }) {
  const m = MATCH[match];
  return (
    <Badge variant="outline" className={cn(m.className)} data-match={match}>
      {m.label}
    </Badge>
  );
}
