"use client";

import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/client/api";

/** Loading and error states the lead and task lists share. */
export function ListLoading({ label }: { label: string }) {
  return (
    <div className="grid gap-2" aria-label={label}>
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} className="h-12 w-full" />
      ))}
    </div>
  );
}

export function ListError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <div role="alert" className="border-destructive/40 grid justify-items-start gap-2 rounded-lg border p-4 text-sm">
      <p>{errorMessage(error)}</p>
      <Button variant="outline" size="sm" onClick={retry}>
        Try again
      </Button>
    </div>
  );
}
