"use client";

import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { useTeam } from "@/lib/client/hooks/use-team";

const NONE = "none";

/** Pick a team member (or nobody) to own a ticket, lead or task. */
export function AssigneeSelect({ id, value, onChange, disabled }: { id?: string; value: string | null; onChange: (v: string | null) => void; disabled?: boolean }) {
  const team = useTeam();
  return (
    <Select value={value ?? NONE} onValueChange={(v) => onChange(v === NONE ? null : v)} disabled={disabled}>
      <SelectTrigger id={id} className="w-full" aria-label="Assignee">
        <SelectValue placeholder="Unassigned" />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={NONE}>Unassigned</SelectItem>
        {team.data?.data.map((u) => (
          <SelectItem key={u.id} value={u.id}>
            {u.name}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
