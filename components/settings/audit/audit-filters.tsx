"use client";

import { XIcon } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectGroup, SelectItem, SelectLabel, SelectSeparator, SelectTrigger, SelectValue } from "@/components/ui/select";
import { AUDIT_GROUPS, type AuditGroup } from "@/lib/audit/actions";
import { EMPTY_AUDIT_VIEW, isFilteredAuditView, type AuditView } from "@/lib/client/audit-view";

const ANY = "any";

export interface ActorOption {
  value: string;
  label: string;
}

interface Props {
  view: AuditView;
  update: (patch: Partial<AuditView>) => void;
  members: ActorOption[];
  tokens: ActorOption[];
}

/** Area, actor and a range of days; each change asks the API again from the newest entry. */
export function AuditFilters({ view, update, members, tokens }: Props) {
  const id = useId();
  // An actor from a shared link who is no longer listed (a removed member) still shows.
  const known = [...members, ...tokens].some((o) => o.value === view.actor) || view.actor === "system" || !view.actor;
  return (
    <div className="flex flex-wrap items-end gap-3" role="search" aria-label="Filter the audit log">
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-group`}>Action</Label>
        <Select value={view.group || ANY} onValueChange={(v) => update({ group: v === ANY ? "" : (v as AuditGroup) })}>
          <SelectTrigger id={`${id}-group`} size="sm" className="w-52">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ANY}>All actions</SelectItem>
            <SelectSeparator />
            {Object.entries(AUDIT_GROUPS).map(([group, label]) => (
              <SelectItem key={group} value={group}>
                {label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-actor`}>Actor</Label>
        <Select value={view.actor || ANY} onValueChange={(v) => update({ actor: v === ANY ? "" : v })}>
          <SelectTrigger id={`${id}-actor`} size="sm" className="w-52">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ANY}>Anyone</SelectItem>
            <SelectItem value="system">The system</SelectItem>
            {!known && <SelectItem value={view.actor}>{view.actor}</SelectItem>}
            {members.length > 0 && (
              <SelectGroup>
                <SelectSeparator />
                <SelectLabel>Team members</SelectLabel>
                {members.map((o) => (
                  <SelectItem key={o.value} value={o.value}>
                    {o.label}
                  </SelectItem>
                ))}
              </SelectGroup>
            )}
            {tokens.length > 0 && (
              <SelectGroup>
                <SelectSeparator />
                <SelectLabel>API tokens</SelectLabel>
                {tokens.map((o) => (
                  <SelectItem key={o.value} value={o.value}>
                    {o.label}
                  </SelectItem>
                ))}
              </SelectGroup>
            )}
          </SelectContent>
        </Select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-from`}>From</Label>
        <Input id={`${id}-from`} type="date" className="h-8 w-40" value={view.from} max={view.to || undefined} onChange={(e) => update({ from: e.target.value })} />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-to`}>To</Label>
        <Input id={`${id}-to`} type="date" className="h-8 w-40" value={view.to} min={view.from || undefined} onChange={(e) => update({ to: e.target.value })} />
      </div>
      {isFilteredAuditView(view) && (
        <Button variant="ghost" size="sm" className="h-8" onClick={() => update(EMPTY_AUDIT_VIEW)}>
          Reset
          <XIcon aria-hidden="true" />
        </Button>
      )}
    </div>
  );
}
