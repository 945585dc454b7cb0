"use client";

import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { useLabels } from "./use-labels";

const ANY = "any";

/** The inbox list's label filter; hidden until the company has labels (or one is chosen by a shared link). */
export function LabelFilter({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const labels = useLabels().data?.data ?? [];
  if (!labels.length && !value) return null;
  return (
    <Select value={value || ANY} onValueChange={(v) => onChange(v === ANY ? "" : v)}>
      <SelectTrigger size="sm" className="w-full" aria-label="Label">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={ANY}>All labels</SelectItem>
        {labels.map((l) => (
          <SelectItem key={l.id} value={l.id}>
            <span className="size-2 shrink-0 rounded-full" style={{ backgroundColor: l.color }} aria-hidden="true" />
            {l.name}
          </SelectItem>
        ))}
        {value && !labels.some((l) => l.id === value) && <SelectItem value={value}>A deleted label</SelectItem>}
      </SelectContent>
    </Select>
  );
}
