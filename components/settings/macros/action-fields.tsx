"use client";

import { useQuery } from "@tanstack/react-query";
import { LabelChip } from "@/components/labels/label-chip";
import { useLabels } from "@/components/labels/use-labels";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { apiFetch } from "@/lib/client/api";
import { useSavedReplies } from "@/lib/client/hooks/use-saved-replies";
import { useTeam } from "@/lib/client/hooks/use-team";
import type { MacroAction } from "@/lib/macros/schemas";

type Props = { action: MacroAction; onChange: (a: MacroAction) => void; index: number };

const SNOOZE_CHOICES = [
  { value: "60", label: "For 1 hour" },
  { value: "180", label: "For 3 hours" },
  { value: "1440", label: "For 1 day" },
  { value: "10080", label: "For 1 week" },
  { value: "reply", label: "Until the customer replies" },
];

/** The fields of one macro step, by its type. */
export function ActionFields({ action: a, onChange, index }: Props) {
  const name = `Step ${index + 1}`;
  switch (a.type) {
    case "send_saved_reply":
      return <SavedReplyPick value={a.savedReplyId} onChange={(savedReplyId) => onChange({ ...a, savedReplyId })} name={name} />;
    case "add_labels":
    case "remove_labels":
      return <LabelsPick value={a.labelIds} onChange={(labelIds) => onChange({ ...a, labelIds })} name={name} />;
    case "assign_agent":
      return <AgentPick value={a.agentId} onChange={(agentId) => onChange({ ...a, agentId })} name={name} />;
    case "assign_team":
      return <TeamPick value={a.teamId} onChange={(teamId) => onChange({ ...a, teamId })} name={name} />;
    case "snooze":
      return (
        <Choice
          label={`${name}: how long`}
          value={a.untilReply ? "reply" : String(a.minutes ?? "")}
          options={SNOOZE_CHOICES}
          onChange={(v) => onChange(v === "reply" ? { type: "snooze", untilReply: true } : { type: "snooze", minutes: Number(v) })}
        />
      );
    case "resolve":
      return null;
  }
}

function Choice({ label, value, options, onChange, placeholder = "Choose…" }: { label: string; value: string; options: { value: string; label: string }[]; onChange: (v: string) => void; placeholder?: string }) {
  return (
    <Select value={value || undefined} onValueChange={onChange}>
      <SelectTrigger size="sm" className="w-full" aria-label={label}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {options.map((o) => (
          <SelectItem key={o.value} value={o.value}>
            {o.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

function SavedReplyPick({ value, onChange, name }: { value: string; onChange: (v: string) => void; name: string }) {
  const replies = useSavedReplies("limit=100").data?.data ?? [];
  return <Choice label={`${name}: saved reply`} value={value} onChange={onChange} placeholder={replies.length ? "Choose a saved reply…" : "No saved replies yet"} options={replies.map((r) => ({ value: r.id, label: `/${r.shortcut} · ${r.name}` }))} />;
}

function AgentPick({ value, onChange, name }: { value: string; onChange: (v: string) => void; name: string }) {
  const team = useTeam().data?.data ?? [];
  return <Choice label={`${name}: agent`} value={value} onChange={onChange} options={team.map((m) => ({ value: m.id, label: m.name }))} />;
}

// The teams list belongs to the teams area; where it cannot be read, the team's id is typed.
function TeamPick({ value, onChange, name }: { value: string; onChange: (v: string) => void; name: string }) {
  const teams = useQuery({ queryKey: ["teams", "list"], queryFn: ({ signal }) => apiFetch<{ data: { id: string; name: string }[] }>("/api/v1/teams", { signal }), retry: false });
  if (teams.data) return <Choice label={`${name}: team`} value={value} onChange={onChange} options={teams.data.data.map((t) => ({ value: t.id, label: t.name }))} />;
  return <Input value={value} onChange={(e) => onChange(e.target.value)} placeholder="Team id" aria-label={`${name}: team id`} className="h-8" />;
}

function LabelsPick({ value, onChange, name }: { value: string[]; onChange: (v: string[]) => void; name: string }) {
  const labels = useLabels().data?.data ?? [];
  if (!labels.length) return <p className="text-muted-foreground text-xs">No labels yet: create them in Settings → Labels.</p>;
  return (
    <div className="flex flex-wrap gap-1" role="group" aria-label={`${name}: labels`}>
      {labels.map((l) => {
        const on = value.includes(l.id);
        return (
          <button key={l.id} type="button" aria-pressed={on} onClick={() => onChange(on ? value.filter((x) => x !== l.id) : [...value, l.id])} className="focus-visible:ring-ring/50 rounded-full outline-none focus-visible:ring-[3px]">
            <LabelChip label={l} className={on ? "border-primary bg-primary/10" : "opacity-70"} />
          </button>
        );
      })}
    </div>
  );
}
