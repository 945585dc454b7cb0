"use client";

import { CheckIcon, TagIcon } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { errorMessage } from "@/lib/client/api";
import { useCan } from "@/lib/client/hooks/use-me";
import type { Conversation } from "@/lib/client/types";
import { LabelChip } from "./label-chip";
import { useLabels, useToggleConversationLabel } from "./use-labels";

/** The conversation header's labels and the picker that adds and removes them. */
export function ConversationLabels({ conversation: c }: { conversation: Conversation }) {
  const canWrite = useCan("conversations:write");
  return (
    <span className="inline-flex flex-wrap items-center gap-1" data-testid="conversation-labels">
      {c.labels.map((l) => (
        <LabelChip key={l.id} label={l} />
      ))}
      {canWrite && <LabelPicker conversation={c} />}
    </span>
  );
}

function LabelPicker({ conversation: c }: { conversation: Conversation }) {
  const [open, setOpen] = useState(false);
  const [filter, setFilter] = useState("");
  const labels = useLabels({ enabled: open });
  const toggle = useToggleConversationLabel();
  const canManage = useCan("labels:write");
  const has = new Set(c.labels.map((l) => l.id));
  const shown = (labels.data?.data ?? []).filter((l) => l.name.toLowerCase().includes(filter.trim().toLowerCase()));

  function flip(id: string, name: string) {
    const on = !has.has(id);
    toggle.mutate(
      { conversationId: c.id, labelId: id, on },
      { onError: (err) => toast.error(on ? `Could not add “${name}”` : `Could not remove “${name}”`, { description: errorMessage(err) }) },
    );
  }

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button variant="ghost" size="sm" className="h-6 px-1.5 text-xs" aria-label="Labels">
          <TagIcon aria-hidden="true" className="size-3.5" />
          {c.labels.length === 0 && "Add label"}
        </Button>
      </PopoverTrigger>
      <PopoverContent align="start" className="w-64 p-2">
        <Input value={filter} onChange={(e) => setFilter(e.target.value)} placeholder="Find a label…" aria-label="Find a label" className="mb-2 h-8" autoFocus />
        {labels.isError ? (
          <p role="alert" className="text-destructive p-2 text-sm">
            Could not load labels: {errorMessage(labels.error)}
          </p>
        ) : labels.isPending ? (
          <p className="text-muted-foreground p-2 text-sm">Loading labels…</p>
        ) : shown.length === 0 ? (
          <p className="text-muted-foreground p-2 text-sm">
            {filter ? "No label matches." : "No labels yet."}{" "}
            {canManage && (
              <Link href="/settings/labels" className="text-primary underline-offset-2 hover:underline">
                Create labels
              </Link>
            )}
          </p>
        ) : (
          <ul className="grid max-h-64 gap-0.5 overflow-y-auto" aria-label="Labels to add or remove">
            {shown.map((l) => (
              <li key={l.id}>
                <button
                  type="button"
                  role="menuitemcheckbox"
                  aria-checked={has.has(l.id)}
                  disabled={toggle.isPending}
                  onClick={() => flip(l.id, l.name)}
                  className="hover:bg-accent focus-visible:ring-ring/50 flex w-full items-center gap-2 rounded-md px-2 py-1.5 text-left text-sm outline-none focus-visible:ring-[3px]"
                >
                  <span className="size-2.5 shrink-0 rounded-full" style={{ backgroundColor: l.color }} aria-hidden="true" />
                  <span className="min-w-0 flex-1 truncate">{l.name}</span>
                  {has.has(l.id) && <CheckIcon className="size-4" aria-hidden="true" />}
                </button>
              </li>
            ))}
          </ul>
        )}
      </PopoverContent>
    </Popover>
  );
}
