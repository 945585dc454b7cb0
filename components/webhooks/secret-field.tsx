"use client";

import { EyeIcon, EyeOffIcon, Loader2Icon, RefreshCwIcon } from "lucide-react";
import { toast } from "sonner";
import { ConfirmDialog } from "@/components/forms/confirm-dialog";
import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import { errorMessage } from "@/lib/client/api";

type Props = {
  /** What the secret is called in labels and toasts ("signing secret"). */
  label: string;
  secret: string | undefined;
  revealed: boolean;
  loading: boolean;
  error: unknown;
  onRevealChange: (revealed: boolean) => void;
  regenerate: { pending: boolean; run: () => Promise<unknown>; warning: React.ReactNode };
};

/**
 * A secret that stays masked until asked for: reveal (fetches it), copy, hide, and regenerate
 * behind a confirmation, since the old value stops working at once.
 */
export function SecretField({ label, secret, revealed, loading, error, onRevealChange, regenerate }: Props) {
  const shown = revealed && secret;
  return (
    <div className="grid gap-2">
      <code className="bg-muted/50 min-h-10 rounded-md border px-3 py-2 font-mono text-sm break-all" data-testid="secret-value" aria-label={label}>
        {shown ? secret : "•".repeat(32)}
      </code>
      {!!error && (
        <p role="alert" className="text-destructive text-sm">
          Could not load the {label}: {errorMessage(error)}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <Button type="button" variant="outline" size="sm" onClick={() => onRevealChange(!revealed)} aria-pressed={revealed} disabled={loading}>
          {loading ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : revealed ? <EyeOffIcon aria-hidden="true" /> : <EyeIcon aria-hidden="true" />}
          {revealed ? "Hide" : "Reveal"}
        </Button>
        {shown && (
          <CopyButton value={secret} variant="outline" size="sm" successMessage={`The ${label} was copied`}>
            Copy
          </CopyButton>
        )}
        <ConfirmDialog
          title={`Regenerate the ${label}?`}
          description={regenerate.warning}
          confirmLabel="Regenerate"
          pending={regenerate.pending}
          onConfirm={async () => {
            try {
              await regenerate.run();
              onRevealChange(true);
              toast.success(`A new ${label} was generated`, { description: "Update it wherever the old one was used." });
              return true;
            } catch (err) {
              toast.error(`Could not regenerate the ${label}`, { description: errorMessage(err) });
              return false;
            }
          }}
          trigger={
            <Button type="button" variant="outline" size="sm">
              <RefreshCwIcon aria-hidden="true" />
              Regenerate
            </Button>
          }
        />
      </div>
    </div>
  );
}
