"use client";

import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { useTeams } from "@/lib/client/hooks/use-teams";

const ANY = "any";

/** The inbox list's team filter: shown once the company has teams. `none`: conversations with no team. */
export function TeamFilter({ value, onChange }: { value: string; onChange: (team: string) => void }) {
  const teams = useTeams();
  const list = teams.data?.data ?? [];
  if (!list.length && !value) return null;
  return (
    <Select value={value || ANY} onValueChange={(v) => onChange(v === ANY ? "" : v)}>
      <SelectTrigger size="sm" className="w-full" aria-label="Team">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={ANY}>All teams</SelectItem>
        {list.map((t) => (
          <SelectItem key={t.id} value={t.id}>
            {t.name}
          </SelectItem>
        ))}
        <SelectItem value="none">No team</SelectItem>
      </SelectContent>
    </Select>
  );
}
