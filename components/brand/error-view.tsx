"use client";

import { ArrowLeftIcon, RotateCcwIcon } from "lucide-react";
import { useEffect } from "react";
import { Button } from "@/components/ui/button";
import { StatusPage } from "./status-page";

/**
 * What an unexpected failure while rendering shows: a way to try again and a way back. The
 * digest is the server log's reference for the error; the message itself can hold internals.
 */
export function ErrorView({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => console.error(error), [error]);
  return (
    <StatusPage
      code="Error"
      title="Something went wrong"
      description={
        <>
          This page could not be shown. Try again, or go back to the dashboard.
          {error.digest && <span className="mt-2 block font-mono text-xs">Reference {error.digest}</span>}
        </>
      }
    >
      <Button onClick={reset}>
        <RotateCcwIcon aria-hidden="true" />
        Try again
      </Button>
      <Button variant="outline" asChild>
        {/* A full load, not client navigation: the app's state may be what failed. */}
        <a href="/inbox">
          <ArrowLeftIcon aria-hidden="true" />
          Back to the dashboard
        </a>
      </Button>
    </StatusPage>
  );
}
