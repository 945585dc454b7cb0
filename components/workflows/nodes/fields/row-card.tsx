"use client";

import { Trash2Icon } from "lucide-react";
import { Button } from "@/components/ui/button";

/** One entry of a list editor (a rule, a filter, a branch, a header) with its remove button. */
export function RowCard({ title, onRemove, removable, children }: { title: string; onRemove: () => void; removable: boolean; children: React.ReactNode }) {
  return (
    <li className="bg-muted/30 grid gap-2 rounded-md border p-2.5" data-testid="row-card">
      <div className="flex items-center justify-between">
        <span className="text-muted-foreground text-xs font-medium">{title}</span>
        {removable && (
          <Button type="button" variant="ghost" size="icon-xs" onClick={onRemove} aria-label={`Remove ${title.toLowerCase()}`}>
            <Trash2Icon aria-hidden="true" />
          </Button>
        )}
      </div>
      {children}
    </li>
  );
}
