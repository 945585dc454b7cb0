"use client";

import { TriangleAlertIcon } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import { DialogFooter } from "@/components/ui/dialog";
import { formatDate } from "@/lib/client/format";
import type { CreatedApiToken } from "@/lib/client/types";
import { ScopeBadges } from "./scope-badges";

/** The one moment the secret exists in the browser: show it, offer a copy, then forget it. */
export function TokenSecretView({ token, onDone }: { token: CreatedApiToken; onDone: () => void }) {
  return (
    <div className="grid gap-5">
      <Alert className="border-amber-500/40 bg-amber-500/10 text-amber-900 dark:text-amber-200">
        <TriangleAlertIcon aria-hidden="true" />
        <AlertTitle>Copy your token now</AlertTitle>
        <AlertDescription className="text-amber-900/80 dark:text-amber-200/80">
          It won&apos;t be shown again. Store it somewhere safe, such as a secrets manager. If you lose it, revoke it and create a
          new one.
        </AlertDescription>
      </Alert>
      <div className="grid gap-2">
        <span className="text-sm font-medium" id="new-token-label">
          API token
        </span>
        <div className="bg-muted/50 flex items-center gap-2 rounded-md border py-1.5 pr-1.5 pl-3">
          <code
            data-testid="new-token-value"
            className="min-w-0 flex-1 font-mono text-sm break-all select-all"
          >
            {token.token}
          </code>
          <CopyButton value={token.token} label="Copy token" successMessage="Token copied to the clipboard" variant="outline" size="sm">
            Copy
          </CopyButton>
        </div>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
        <dt className="text-muted-foreground">Name</dt>
        <dd className="font-medium">{token.name}</dd>
        <dt className="text-muted-foreground">Scopes</dt>
        <dd>
          <ScopeBadges scopes={token.scopes} max={6} />
        </dd>
        <dt className="text-muted-foreground">Expires</dt>
        <dd>{token.expiresAt ? formatDate(token.expiresAt) : "Never"}</dd>
      </dl>
      <DialogFooter>
        <Button onClick={onDone}>Done</Button>
      </DialogFooter>
    </div>
  );
}
