"use client";

import { Loader2Icon } from "lucide-react";
import { useId, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { errorMessage } from "@/lib/client/api";
import { FAILURE_CATEGORIES } from "@/lib/client/campaign-view";
import { useRetryCampaign } from "@/lib/client/hooks/use-campaigns";
import type { Campaign, FailureCategory } from "@/lib/client/types";
import { FAILURE_LABELS } from "../campaign-badges";

/**
 * Sends again to failed recipients, all of them or those of the failure kinds picked (an
 * invalid number will fail again; a rate limit probably won't).
 */
export function RetryDialog({
  campaign: c,
  failureCategories,
  open,
  onOpenChange,
}: {
  campaign: Campaign;
  failureCategories: Record<string, number>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const present = FAILURE_CATEGORIES.filter((k) => (failureCategories[k] ?? 0) > 0);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Retry failed recipients</DialogTitle>
          <DialogDescription>Pick the kinds of failure to send again. Those that will fail again the same way are better left out.</DialogDescription>
        </DialogHeader>
        {open && <RetryForm campaign={c} present={present} counts={failureCategories} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function RetryForm({ campaign: c, present, counts, onDone }: { campaign: Campaign; present: FailureCategory[]; counts: Record<string, number>; onDone: () => void }) {
  const id = useId();
  const retry = useRetryCampaign();
  const [chosen, setChosen] = useState<FailureCategory[]>(present.filter((k) => k !== "INVALID_NUMBER" && k !== "NOT_ON_CHANNEL"));
  const total = chosen.reduce((sum, k) => sum + (counts[k] ?? 0), 0);

  async function submit() {
    try {
      const res = await retry.mutateAsync({ id: c.id, input: present.length ? { failureCategories: chosen } : {} });
      toast.success(`${res.retried.toLocaleString("en")} recipient${res.retried === 1 ? "" : "s"} will be sent to again`);
      onDone();
    } catch (err) {
      toast.error("Could not retry", { description: errorMessage(err) });
    }
  }

  return (
    <>
      {present.length === 0 ? (
        <p className="text-muted-foreground text-sm">Every failed recipient is sent to again.</p>
      ) : (
        <fieldset className="grid gap-1" aria-label="Failure kinds">
          {present.map((k) => (
            <label key={k} htmlFor={`${id}-${k}`} className="hover:bg-accent/50 flex cursor-pointer items-start gap-3 rounded-md px-2 py-2">
              <Checkbox
                id={`${id}-${k}`}
                checked={chosen.includes(k)}
                onCheckedChange={(v) => setChosen(v ? [...chosen, k] : chosen.filter((x) => x !== k))}
                className="mt-0.5"
                aria-label={FAILURE_LABELS[k].label}
              />
              <span className="grid min-w-0 flex-1 gap-0.5 text-sm">
                <span className="flex justify-between gap-2 font-medium">
                  {FAILURE_LABELS[k].label}
                  <span className="text-muted-foreground tabular-nums">{(counts[k] ?? 0).toLocaleString("en")}</span>
                </span>
                <span className="text-muted-foreground text-xs">{FAILURE_LABELS[k].hint}</span>
              </span>
            </label>
          ))}
        </fieldset>
      )}
      <DialogFooter>
        <Button variant="ghost" onClick={onDone} disabled={retry.isPending}>
          Cancel
        </Button>
        <Button onClick={() => void submit()} disabled={retry.isPending || (present.length > 0 && chosen.length === 0)}>
          {retry.isPending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
          {present.length ? `Retry ${total.toLocaleString("en")}` : "Retry all"}
        </Button>
      </DialogFooter>
    </>
  );
}
