"use client";

import { TriangleAlertIcon } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { CopyButton } from "@/components/ui/copy-button";
import { formatDate } from "@/lib/client/format";
import { linkHere } from "@/lib/client/hooks/use-account";

/**
 * The one moment a one-time link exists in the browser: the service sends no mail, so the
 * person who made it copies it and hands it over (chat, in person). Shown once.
 */
export function OneTimeLinkView({ link, label, children }: { link: { path: string; expiresAt: string }; label: string; children: React.ReactNode }) {
  const url = linkHere(link);
  return (
    <div className="grid min-w-0 gap-4">
      <Alert className="border-amber-500/40 bg-amber-500/10 text-amber-900 dark:text-amber-200">
        <TriangleAlertIcon aria-hidden="true" />
        <AlertTitle>Copy the link now</AlertTitle>
        <AlertDescription className="text-amber-900/80 dark:text-amber-200/80">{children}</AlertDescription>
      </Alert>
      <div className="grid min-w-0 gap-2">
        <span className="text-sm font-medium">{label}</span>
        <div className="bg-muted/50 flex min-w-0 items-center gap-2 rounded-md border py-1.5 pr-1.5 pl-3">
          <code data-testid="one-time-link" className="min-w-0 flex-1 font-mono text-xs break-all select-all">
            {url}
          </code>
          <CopyButton value={url} label="Copy link" successMessage="Link copied to the clipboard" variant="outline" size="sm">
            Copy
          </CopyButton>
        </div>
        <p className="text-muted-foreground text-xs">
          Works once, until {formatDate(link.expiresAt)}.
        </p>
      </div>
    </div>
  );
}
