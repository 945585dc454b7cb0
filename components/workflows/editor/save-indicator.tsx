"use client";

import { CircleAlertIcon, CloudCheckIcon, Loader2Icon } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { SaveStatus } from "./use-autosave";

/** Where the draft stands with the server; a failed save says why and offers to try again. */
export function SaveIndicator({ status, error, onRetry }: { status: SaveStatus; error: string | null; onRetry: () => void }) {
  return (
    <span className="text-muted-foreground flex items-center gap-1.5 text-xs whitespace-nowrap" data-testid="save-status" data-status={status} aria-live="polite">
      {status === "saving" && (
        <>
          <Loader2Icon className="size-3.5 animate-spin" aria-hidden="true" />
          Saving…
        </>
      )}
      {status === "saved" && (
        <>
          <CloudCheckIcon className="size-3.5" aria-hidden="true" />
          Saved
        </>
      )}
      {status === "unsaved" && "Unsaved changes"}
      {status === "error" && (
        <>
          <CircleAlertIcon className="text-destructive size-3.5" aria-hidden="true" />
          <span className="text-destructive" title={error ?? undefined}>
            Not saved
          </span>
          <Button variant="link" size="xs" className="h-auto px-0" onClick={onRetry}>
            Retry
          </Button>
        </>
      )}
    </span>
  );
}
