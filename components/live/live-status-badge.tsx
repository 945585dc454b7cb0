"use client";

import { UnplugIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { useLiveStatus } from "@/lib/client/live/live-context";
import { FALLBACK_POLL_MS } from "@/lib/client/live/refresh";

/** A dropped stream usually comes back within seconds: only a longer outage is worth a word. */
const SHOW_AFTER_MS = 4_000;

/** Beside the inbox's title while live updates are interrupted: the inbox then refreshes slowly. */
export function LiveStatusBadge() {
  return useLiveStatus() === "down" ? <DownBadge /> : null;
}

function DownBadge() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), SHOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!shown) return null;
  const hint = `Live updates are interrupted; the inbox refreshes every ${FALLBACK_POLL_MS / 1000} seconds until they are back.`;
  return (
    <Badge variant="outline" role="status" title={hint} className="text-amber-700 dark:text-amber-400" data-testid="live-down">
      <UnplugIcon aria-hidden="true" />
      Reconnecting…<span className="sr-only"> {hint}</span>
    </Badge>
  );
}
