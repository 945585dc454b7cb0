"use client";

import { AlarmClockIcon, AlarmClockOffIcon } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { errorMessage } from "@/lib/client/api";
import { useClock } from "@/lib/client/hooks/use-clock";
import type { Conversation } from "@/lib/client/types";
import { snoozePresets, toLocalInput } from "@/lib/snooze/presets";
import { useSnooze } from "./use-snooze";

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { weekday: "short", day: "numeric", month: "short", hour: "numeric", minute: "2-digit" });

/** Snooze in the conversation header: the presets, a custom time, or Unsnooze when it is snoozed. */
export function SnoozeMenu({ conversation: c, disabled }: { conversation: Conversation; disabled: boolean }) {
  const snooze = useSnooze();
  const [custom, setCustom] = useState(false);

  function run(input: { until?: string; untilReply?: boolean } | null) {
    snooze.mutate(
      { id: c.id, input },
      {
        onSuccess: (after) => {
          setCustom(false);
          toast.success(!after.snooze ? "Conversation is back" : after.snooze.until ? `Snoozed until ${when(after.snooze.until)}` : "Snoozed until the customer replies");
        },
        onError: (err) => toast.error(input ? "Could not snooze the conversation" : "Could not unsnooze the conversation", { description: errorMessage(err) }),
      },
    );
  }

  if (c.status !== "OPEN") return null;
  if (c.snooze)
    return (
      <Button variant="outline" size="sm" disabled={disabled || snooze.isPending} onClick={() => run(null)} title="Bring the conversation back now">
        <AlarmClockOffIcon aria-hidden="true" />
        <span className="@max-xl:sr-only">Unsnooze</span>
      </Button>
    );
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" size="sm" disabled={disabled || snooze.isPending} aria-label="Snooze">
            <AlarmClockIcon aria-hidden="true" />
            <span className="@max-xl:sr-only">Snooze</span>
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          {snoozePresets(new Date()).map((p) => (
            <DropdownMenuItem key={p.key} onSelect={() => run(p.input)}>
              {p.label}
            </DropdownMenuItem>
          ))}
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => setCustom(true)}>Pick a date and time…</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <CustomSnoozeDialog open={custom} onOpenChange={setCustom} pending={snooze.isPending} onPick={(until) => run({ until })} />
    </>
  );
}

/** A custom snooze time, in the agent's zone; the server refuses a time past or beyond a year. */
export function CustomSnoozeDialog({ open, onOpenChange, pending, onPick }: { open: boolean; onOpenChange: (open: boolean) => void; pending: boolean; onPick: (until: string) => void }) {
  const now = useClock(15_000);
  const [value, setValue] = useState(() => toLocalInput(new Date(now + 24 * 3_600_000)));
  const picked = new Date(value);
  const valid = !Number.isNaN(picked.getTime()) && picked.getTime() > now;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-sm">
        <DialogHeader>
          <DialogTitle>Snooze until…</DialogTitle>
          <DialogDescription>It comes back at this time, or sooner if the customer writes.</DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            if (valid) onPick(picked.toISOString());
          }}
        >
          <div className="grid gap-2">
            <Label htmlFor="snooze-until">Date and time</Label>
            <Input id="snooze-until" type="datetime-local" value={value} min={toLocalInput(new Date(now))} onChange={(e) => setValue(e.target.value)} aria-invalid={!valid} />
            {!valid && <p className="text-destructive text-xs">Pick a time in the future.</p>}
          </div>
          <DialogFooter>
            <Button type="button" variant="ghost" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={!valid || pending}>
              Snooze
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
